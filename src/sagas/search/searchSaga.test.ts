import type { Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { rootReducer as realRootReducer, type RootState } from '../../reducers/rootReducer';
import { moreRequested, tagSuggestionsLoaded, tagTermTyped } from '../../reducers/search/searchSlice';
import {
  DEFAULT_FILTERS,
  type SearchStoriesAnswer,
  type SearchStory,
  type SearchUser,
  type SearchUsersAnswer,
} from '../../shared/search/api';
import { searchRequested } from '../../shared/search/actions';
import { isMobileViewport } from '../../shared/search/pageSize';
import { fakeApi } from '../../shared/test/fakeApi';
import { SUGGEST_DEBOUNCE_MS } from './searchFlows';
import { searchSaga } from './searchSaga';
import { SEQUENCE_RUN_MS } from '../../shared/test/sagaRun';

const rootReducer = realRootReducer as unknown as Reducer<RootState>;

const story = (id: number): SearchStory =>
  ({
    id: String(id),
    title: `Story ${id}`,
    tags: [],
    language: { id: 1, name: 'English' },
  }) as unknown as SearchStory;
const page = (ids: number[], nextUrl: string | null): SearchStoriesAnswer => ({
  stories: ids.map(story),
  total: 4,
  nextUrl,
  tags: [],
});

describe('search load-more', () => {
  it('loads the first page, then appends the next page through nextUrl until there is none', async () => {
    const next = jest.fn(async (url: string) =>
      url.endsWith('offset=2')
        ? page([3], 'http://x/v4/search/stories?query=salt&offset=3')
        : page([4], null),
    );
    const api = fakeApi({
      search: {
        stories: async () => page([1, 2], 'http://x/v4/search/stories?query=salt&offset=2'),
        nextStories: next,
      },
    });
    const { storeState } = await expectSaga(searchSaga, api)
      .withReducer(rootReducer)
      .dispatch(searchRequested({ term: 'salt', tab: 'stories', filters: DEFAULT_FILTERS, offset: 0 }))
      .delay(10)
      .dispatch(moreRequested({ list: 'stories' }))
      .delay(10)
      .dispatch(moreRequested({ list: 'stories' }))
      .silentRun(SEQUENCE_RUN_MS);
    expect(next).toHaveBeenNthCalledWith(1, 'http://x/v4/search/stories?query=salt&offset=2');
    expect(storeState.search.stories.items.map((s: SearchStory) => s.id)).toEqual(['1', '2', '3', '4']);
    expect(storeState.search.stories.nextUrl).toBeNull();
    expect(storeState.search.stories.moreStatus).toBe('succeeded');
  });

  it('keeps the results and marks the failure when loading more fails', async () => {
    const api = fakeApi({
      search: {
        stories: async () => page([1, 2], 'http://x/next'),
        nextStories: async () => Promise.reject(new Error('offline')),
      },
    });
    const { storeState } = await expectSaga(searchSaga, api)
      .withReducer(rootReducer)
      .dispatch(searchRequested({ term: 'salt', tab: 'stories', filters: DEFAULT_FILTERS, offset: 0 }))
      .delay(10)
      .dispatch(moreRequested({ list: 'stories' }))
      .silentRun(SEQUENCE_RUN_MS);
    expect(storeState.search.stories.items).toHaveLength(2);
    expect(storeState.search.stories.moreStatus).toBe('failed');
    expect(storeState.search.stories.nextUrl).toBe('http://x/next');
  });
});

describe('people load-more', () => {
  const user = (n: number): SearchUser => ({ username: `u${n}` }) as unknown as SearchUser;
  const usersPage = (from: number, count: number, nextUrl: string | null): SearchUsersAnswer => ({
    users: Array.from({ length: count }, (_, i) => user(from + i)),
    total: 45,
    nextUrl,
  });

  it('loads 20 first on a desktop, then 10 per "More" from where the list ends', async () => {
    const users = jest.fn(async () =>
      usersPage(0, 20, 'http://x/v4/search/users/?query=sam&limit=20&offset=20&fields=username'),
    );
    const nextUsers = jest.fn(async (url: string) => {
      const offset = Number(new URL(url).searchParams.get('offset'));
      return usersPage(offset, 10, `http://x/v4/search/users/?query=sam&limit=10&offset=${offset + 10}`);
    });
    const { storeState } = await expectSaga(searchSaga, fakeApi({ search: { users, nextUsers } }))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(isMobileViewport), false]])
      .dispatch(searchRequested({ term: 'sam', tab: 'people', filters: DEFAULT_FILTERS, offset: 0 }))
      .delay(10)
      .dispatch(moreRequested({ list: 'people' }))
      .delay(10)
      .dispatch(moreRequested({ list: 'people' }))
      .silentRun(SEQUENCE_RUN_MS);
    expect(users).toHaveBeenCalledWith({ query: 'sam', limit: 20, offset: 0 });
    const asked = nextUsers.mock.calls.map(([url]) => Object.fromEntries(new URL(url).searchParams));
    expect(asked).toEqual([
      { query: 'sam', limit: '10', offset: '20', fields: 'username' },
      { query: 'sam', limit: '10', offset: '30' },
    ]);
    expect(storeState.search.people.items).toHaveLength(40);
  });
});

describe('search page sizes', () => {
  const run = async (mobile: boolean, tab: 'stories' | 'people') => {
    const stories = jest.fn(async () => page([1], null));
    const users = jest.fn(async () => ({ users: [], total: 0, nextUrl: null }));
    await expectSaga(searchSaga, fakeApi({ search: { stories, users } }))
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(isMobileViewport), mobile]])
      .dispatch(searchRequested({ term: 'salt', tab, filters: DEFAULT_FILTERS, offset: 0 }))
      .silentRun(20);
    return tab === 'stories' ? stories.mock.calls[0] : users.mock.calls[0];
  };

  it('asks for 3 stories on a phone and 15 on a desktop', async () => {
    expect(await run(true, 'stories')).toEqual([expect.objectContaining({ limit: 3 })]);
    expect(await run(false, 'stories')).toEqual([expect.objectContaining({ limit: 15 })]);
  });

  it('asks for 10 people on a phone and 20 on a desktop', async () => {
    expect(await run(true, 'people')).toEqual([expect.objectContaining({ limit: 10 })]);
    expect(await run(false, 'people')).toEqual([expect.objectContaining({ limit: 20 })]);
  });
});

describe('tag refiner autocomplete', () => {
  it('asks once the typing pauses (latest term, chosen tags excluded) and keeps the suggestions', async () => {
    const tagAutocomplete = jest.fn(async () => ['magic', 'mature']);
    const { storeState } = await expectSaga(searchSaga, fakeApi({ search: { tagAutocomplete } }))
      .withReducer(rootReducer)
      .dispatch(tagTermTyped({ term: 'm', exclude: ['maps'] }))
      .dispatch(tagTermTyped({ term: 'ma', exclude: ['maps'] }))
      .silentRun(SUGGEST_DEBOUNCE_MS + 100);
    expect(tagAutocomplete).toHaveBeenCalledTimes(1);
    expect(tagAutocomplete).toHaveBeenCalledWith('ma', ['maps']);
    expect(storeState.search.suggestions).toEqual(['magic', 'mature']);
  });

  it('gives no suggestions when the call fails', async () => {
    const { storeState } = await expectSaga(
      searchSaga,
      fakeApi({ search: { tagAutocomplete: async () => Promise.reject(new Error('offline')) } }),
    )
      .withReducer(rootReducer)
      .dispatch(tagSuggestionsLoaded(['old']))
      .dispatch(tagTermTyped({ term: 'ma', exclude: [] }))
      .silentRun(SUGGEST_DEBOUNCE_MS + 100);
    expect(storeState.search.suggestions).toEqual([]);
  });
});
