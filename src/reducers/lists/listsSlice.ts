import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  LIBRARY_COLLECTION,
  type ReadingList,
  type StoriesPage,
  type StoryCollections,
} from '../../shared/lists/api';
import type { StoryCard } from '../../shared/stories/api';
import { collectionToggled, libraryRequested, readingListsRequested } from '../../shared/lists/actions';
import type { ErrorInfo, LoadStatus } from '../types';

/** The viewer's reading lists and story collections (the add-to-list popover; reading-discovery §4). */
export interface ListsState {
  status: LoadStatus;
  lists: ReadingList[];
  /** Per story id: collection id (a list id or 'library') → membership. */
  collections: StoryCollections;
  /**
   * Memberships the viewer set on this page (story id → collection ids). A collections answer that
   * was asked for before the toggle must not undo it: the viewer's own click is the newer truth.
   */
  toggled: Record<string, Record<string, true>>;
  createStatus: LoadStatus;
  /** The last failure toast (reading-discovery §8 "Reading lists"), verbatim. */
  toast: string | null;
  /** Featured lists of the curation profile (a failure gives an empty list, §8). */
  featured: { status: LoadStatus; lists: ReadingList[] };
  /**
   * List pages by id: `/featured/{id}` and `/list/{id}` (any reading list, same data); `list` null
   * when it does not exist.
   */
  /** A failed load keeps its error: a missing list is a 404 page, anything else a 5xx (pageStatus). */
  featuredById: Record<number, { status: LoadStatus; list: ReadingList | null; error?: ErrorInfo }>;
  /** The viewer's library (`/library`): the stories loaded so far (pages of 100) and how many it holds. */
  library: { status: LoadStatus; stories: StoryCard[]; total: number; error?: ErrorInfo };
}

const initialState: ListsState = {
  status: 'idle',
  lists: [],
  collections: {},
  toggled: {},
  createStatus: 'idle',
  toast: null,
  featured: { status: 'idle', lists: [] },
  featuredById: {},
  library: { status: 'idle', stories: [], total: 0 },
};

const listsSlice = createSlice({
  name: 'lists',
  initialState,
  reducers: {
    listsLoaded(state, action: PayloadAction<ReadingList[]>) {
      state.status = 'succeeded';
      state.lists = action.payload;
    },
    collectionsLoaded(state, action: PayloadAction<StoryCollections>) {
      for (const [storyId, loaded] of Object.entries(action.payload)) {
        const own = state.toggled[storyId] ?? {};
        const current = (state.collections[storyId] ??= {});
        for (const [collectionId, member] of Object.entries(loaded)) {
          if (!own[collectionId]) current[collectionId] = member;
        }
      }
    },
    listCreated(state) {
      state.createStatus = 'succeeded';
    },
    /** A failed call: the toast to show (and, for a toggle, the membership to roll back). */
    listsFailed(
      state,
      action: PayloadAction<{
        toast: string;
        rollback?: { storyId: string; collectionId: string; member: boolean };
      }>,
    ) {
      state.toast = action.payload.toast;
      if (action.payload.rollback) {
        const { storyId, collectionId, member } = action.payload.rollback;
        (state.collections[storyId] ??= {})[collectionId] = member;
      }
      if (state.status === 'loading') state.status = 'failed';
      if (state.createStatus === 'loading') state.createStatus = 'failed';
    },
    listCreateStarted(state) {
      state.createStatus = 'loading';
      state.toast = null;
    },
    listsToastDismissed(state) {
      state.toast = null;
    },
    featuredListsLoaded(state, action: PayloadAction<ReadingList[]>) {
      state.featured = { status: 'succeeded', lists: action.payload };
    },
    featuredListLoaded(
      state,
      action: PayloadAction<{ id: number; list: ReadingList | null; error?: ErrorInfo }>,
    ) {
      const { id, list, error } = action.payload;
      state.featuredById[id] = { status: list ? 'succeeded' : 'failed', list, ...(error ? { error } : {}) };
    },
    /** A page of the library: from offset 0 it replaces what was loaded, later pages add to it. */
    libraryLoaded(state, action: PayloadAction<StoriesPage & { offset?: number }>) {
      const { stories, total, offset = 0 } = action.payload;
      const kept = offset === 0 ? [] : state.library.stories;
      const seen = new Set(kept.map((s) => s.id));
      state.library = {
        status: 'succeeded',
        stories: [...kept, ...stories.filter((s) => !seen.has(s.id))],
        total,
      };
    },
    libraryFailed(state, action: PayloadAction<ErrorInfo>) {
      state.library = { ...state.library, status: 'failed', error: action.payload };
    },
  },
  extraReducers: (b) => {
    b.addCase(readingListsRequested, (state) => {
      if (state.status !== 'succeeded') state.status = 'loading';
    });
    // Optimistic: the toggle shows at once; a failure rolls it back.
    b.addCase(collectionToggled, (state, action) => {
      const { storyId, collectionId, member } = action.payload;
      (state.collections[storyId] ??= {})[collectionId] = member;
      (state.toggled[storyId] ??= {})[collectionId] = true;
      state.toast = null;
      // A story added elsewhere (the popover): the library or list page loads afresh next time.
      if (member && collectionId === LIBRARY_COLLECTION && state.library.status === 'succeeded')
        state.library.status = 'idle';
      const page = state.featuredById[Number(collectionId)];
      if (member && page?.status === 'succeeded') page.status = 'idle';
    });
    b.addCase(libraryRequested, (state) => {
      if (state.library.status !== 'succeeded') state.library.status = 'loading';
    });
  },
});

export const {
  listsLoaded,
  collectionsLoaded,
  listCreated,
  listsFailed,
  listCreateStarted,
  listsToastDismissed,
  featuredListsLoaded,
  featuredListLoaded,
  libraryLoaded,
  libraryFailed,
} = listsSlice.actions;
export const listsReducer = listsSlice.reducer;

export const selectLists = (s: { lists: ListsState }): ListsState => s.lists;

/**
 * The stories a list or library page shows: removing one hides it at once (the toggle is
 * optimistic; a failed removal rolls the membership back and it shows again).
 */
export const storiesStillIn = (
  stories: readonly StoryCard[],
  collections: StoryCollections,
  collectionId: string,
): StoryCard[] => stories.filter((s) => collections[s.id]?.[collectionId] !== false);

/** The story count a list or library page shows: its total less the stories removed on the page. */
export const countStillIn = (
  total: number,
  loaded: readonly StoryCard[],
  shown: readonly StoryCard[],
): number => Math.max(0, total - (loaded.length - shown.length));
