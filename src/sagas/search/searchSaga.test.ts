import type { Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer as realRootReducer, type RootState } from '../../reducers/rootReducer';
import { moreRequested } from '../../reducers/search/searchSlice';
import { DEFAULT_FILTERS, type SearchStoriesAnswer, type SearchStory } from '../../shared/api/search';
import { searchRequested } from '../../shared/searchActions';
import { fakeApi } from '../../shared/test/fakeApi';
import { searchSaga } from './searchSaga';

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
      .silentRun(50);
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
      .silentRun(50);
    expect(storeState.search.stories.items).toHaveLength(2);
    expect(storeState.search.stories.moreStatus).toBe('failed');
    expect(storeState.search.stories.nextUrl).toBe('http://x/next');
  });
});
