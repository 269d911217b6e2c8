import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_FILTERS,
  type SearchStory,
  type SearchUser,
  type StorySearchFilters,
  type TagFacet,
} from '../../shared/search/api';
import {
  searchLandingRequested,
  searchRequested,
  tagBrowseRequested,
  type SearchTab,
} from '../../shared/search/actions';
import type { ErrorInfo, LoadStatus } from '../types';

/** One paginated result list (stories, people or a tag's stories). */
export interface ResultList<T> {
  /** What the list was loaded for (term + tab + filters, or the tag), so hydration does not refetch. */
  key: string;
  status: LoadStatus;
  items: T[];
  total: number;
  nextUrl: string | null;
  /** Offset the first item was loaded at (a no-JavaScript "More" link starts a page there). */
  offset: number;
  moreStatus: LoadStatus;
  error?: ErrorInfo;
}

const emptyList = <T>(): ResultList<T> => ({
  key: '',
  status: 'idle',
  items: [],
  total: 0,
  nextUrl: null,
  offset: 0,
  moreStatus: 'idle',
});

export interface SearchState {
  term: string;
  tab: SearchTab;
  filters: StorySearchFilters;
  recent: string[];
  stories: ResultList<SearchStory>;
  people: ResultList<SearchUser>;
  tag: ResultList<SearchStory> & { name: string };
  facets: TagFacet[];
  /** Tag refiner autocomplete (`GET /api/v3/autocomplete/tag`); empty on failure. */
  suggestions: string[];
}

const initialState: SearchState = {
  term: '',
  tab: 'stories',
  filters: DEFAULT_FILTERS,
  recent: [],
  stories: emptyList(),
  people: emptyList(),
  tag: { ...emptyList<SearchStory>(), name: '' },
  facets: [],
  suggestions: [],
};

export const searchKey = (term: string, tab: SearchTab, filters: StorySearchFilters, offset = 0): string =>
  JSON.stringify([term, tab, tab === 'stories' ? filters : null, offset]);

type ListName = 'stories' | 'people' | 'tag';

const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    recentLoaded(state, action: PayloadAction<string[]>) {
      state.recent = action.payload;
    },
    storiesLoaded(
      state,
      action: PayloadAction<{
        list: 'stories' | 'tag';
        key: string;
        items: SearchStory[];
        total: number;
        nextUrl: string | null;
        offset: number;
        facets?: TagFacet[];
      }>,
    ) {
      const { list, key, items, total, nextUrl, offset } = action.payload;
      Object.assign(state[list], {
        key,
        status: 'succeeded',
        items,
        total,
        nextUrl,
        offset,
        moreStatus: 'idle',
      });
      if (action.payload.facets) state.facets = action.payload.facets;
    },
    peopleLoaded(
      state,
      action: PayloadAction<{
        key: string;
        items: SearchUser[];
        total: number;
        nextUrl: string | null;
        offset: number;
      }>,
    ) {
      Object.assign(state.people, { ...action.payload, status: 'succeeded', moreStatus: 'idle' });
    },
    listFailed(state, action: PayloadAction<{ list: ListName; error: ErrorInfo }>) {
      state[action.payload.list].status = 'failed';
      state[action.payload.list].error = action.payload.error;
    },
    /** Load more through the list's nextUrl. */
    moreRequested(state, action: PayloadAction<{ list: ListName }>) {
      state[action.payload.list].moreStatus = 'loading';
    },
    moreStoriesLoaded(
      state,
      action: PayloadAction<{ list: 'stories' | 'tag'; items: SearchStory[]; nextUrl: string | null }>,
    ) {
      const l = state[action.payload.list];
      l.items.push(...action.payload.items);
      l.nextUrl = action.payload.nextUrl;
      l.moreStatus = 'succeeded';
    },
    morePeopleLoaded(state, action: PayloadAction<{ items: SearchUser[]; nextUrl: string | null }>) {
      state.people.items.push(...action.payload.items);
      state.people.nextUrl = action.payload.nextUrl;
      state.people.moreStatus = 'succeeded';
    },
    moreFailed(state, action: PayloadAction<{ list: ListName }>) {
      state[action.payload.list].moreStatus = 'failed';
    },
    /** The refiner input changed: the saga asks for suggestions (debounced); an empty term clears them. */
    tagTermTyped(state, action: PayloadAction<{ term: string; exclude: string[] }>) {
      if (!action.payload.term.trim()) state.suggestions = [];
    },
    tagSuggestionsLoaded(state, action: PayloadAction<string[]>) {
      state.suggestions = action.payload;
    },
  },
  extraReducers: (b) => {
    b.addCase(searchLandingRequested, (state) => {
      state.term = '';
    });
    b.addCase(searchRequested, (state, { payload }) => {
      state.term = payload.term;
      state.tab = payload.tab;
      state.filters = payload.filters;
      const list = state[payload.tab];
      if (list.key !== searchKey(payload.term, payload.tab, payload.filters, payload.offset))
        list.status = 'loading';
    });
    b.addCase(tagBrowseRequested, (state, { payload }) => {
      state.tag.name = payload.tag;
      if (state.tag.key !== JSON.stringify([payload.tag, payload.offset])) state.tag.status = 'loading';
    });
  },
});

export const {
  recentLoaded,
  storiesLoaded,
  peopleLoaded,
  listFailed,
  moreRequested,
  moreStoriesLoaded,
  morePeopleLoaded,
  moreFailed,
  tagTermTyped,
  tagSuggestionsLoaded,
} = searchSlice.actions;
export const searchReducer = searchSlice.reducer;

type WithSearch = { search: SearchState };
export const selectSearch = (s: WithSearch): SearchState => s.search;
export const selectStoryResults = (s: WithSearch) => s.search.stories;
export const selectPeopleResults = (s: WithSearch) => s.search.people;
export const selectTagResults = (s: WithSearch) => s.search.tag;
export const selectTagSuggestions = (s: WithSearch) => s.search.suggestions;
