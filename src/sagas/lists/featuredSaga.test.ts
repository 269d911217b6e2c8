import type { Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer as realRootReducer, type RootState } from '../../reducers/rootReducer';
import type { ListsPage, ReadingList } from '../../shared/lists/api';
import { featuredListRequested, featuredListsRequested } from '../../shared/lists/actions';
import { fakeApi } from '../../shared/test/fakeApi';
import { makeViewer } from '../../shared/test/storyFixtures';
import { listsSaga } from './listsSaga';
import { selectPageStatus } from '../../reducers/pageStatus';

const rootReducer = realRootReducer as unknown as Reducer<RootState>;
const initial = rootReducer(undefined, { type: '@@init' });
const list = (id: number, name: string): ReadingList => ({
  id,
  name,
  user: { name: 'curator' },
  numStories: 3,
  cover: '',
  tags: [],
  featured: true,
});
const page = (lists: ReadingList[]): ListsPage => ({ lists, total: lists.length, nextUrl: null });
const withViewer = (languageId: number) => ({
  ...initial,
  session: { viewer: { ...makeViewer(), languageId }, csrfToken: 't' },
});

describe('featured lists', () => {
  it("reads the curation profile of the viewer's language", async () => {
    const asked: string[] = [];
    const api = fakeApi({
      lists: { forUser: async (u) => (asked.push(u), page([list(1, `Picks of ${u}`)])) },
    });
    const { storeState } = await expectSaga(listsSaga, api)
      .withReducer(rootReducer, withViewer(2))
      .dispatch(featuredListsRequested())
      .silentRun(50);
    expect(asked).toEqual(['storyloom_picks_fr']);
    expect(storeState.lists.featured.lists.map((l: ReadingList) => l.name)).toEqual([
      'Picks of storyloom_picks_fr',
    ]);
  });

  it("reads a visitor's from the language of their locale cookie (the page's config)", async () => {
    const asked: string[] = [];
    const api = fakeApi({ lists: { forUser: async (u) => (asked.push(u), page([list(1, 'Picks')])) } });
    await expectSaga(listsSaga, api)
      .withReducer(rootReducer, { ...initial, config: { ...initial.config, languageId: 5 } })
      .dispatch(featuredListsRequested())
      .silentRun(50);
    expect(asked).toEqual(['storyloom_picks_es']);
  });

  it('falls back to language 1 when the language has no lists, and to an empty list on failure', async () => {
    const asked: string[] = [];
    const api = fakeApi({
      lists: {
        forUser: async (u) => (
          asked.push(u),
          page(u === 'storyloom_picks' ? [list(1, 'English picks')] : [])
        ),
      },
    });
    const { storeState } = await expectSaga(listsSaga, api)
      .withReducer(rootReducer, withViewer(3))
      .dispatch(featuredListsRequested())
      .silentRun(50);
    expect(asked).toEqual(['storyloom_picks_it', 'storyloom_picks']);
    expect(storeState.lists.featured.lists.map((l: ReadingList) => l.name)).toEqual(['English picks']);

    const failing = fakeApi({ lists: { forUser: () => Promise.reject(new Error('503')) } });
    const failed = await expectSaga(listsSaga, failing)
      .withReducer(rootReducer, initial)
      .dispatch(featuredListsRequested())
      .silentRun(50);
    expect(failed.storeState.lists.featured).toEqual({ status: 'succeeded', lists: [] });
  });

  it('loads one featured list for its page; a missing one is a 404 page, a server failure a 5xx', async () => {
    const missing = { status: 404, code: 1081, message: 'This reading list could not be found.' };
    const api = fakeApi({
      lists: {
        get: async (id) =>
          id === 4 ? list(4, 'Four') : Promise.reject(id === 5 ? missing : new Error('socket hang up')),
      },
    });
    const { storeState } = await expectSaga(listsSaga, api)
      .withReducer(rootReducer, initial)
      .dispatch(featuredListRequested({ id: 4 }))
      .dispatch(featuredListRequested({ id: 5 }))
      .dispatch(featuredListRequested({ id: 6 }))
      .silentRun(50);
    expect(storeState.lists.featuredById[4].list?.name).toBe('Four');
    expect(storeState.lists.featuredById[5]).toMatchObject({ status: 'failed', list: null });
    const at = (id: number) => ({
      ...storeState,
      router: { ...storeState.router, page: 'featuredList' as const, params: { id: String(id) } },
    });
    expect(selectPageStatus(at(4))).toBe(200);
    expect(selectPageStatus(at(5))).toBe(404);
    expect(selectPageStatus(at(6))).toBe(500);
  });
});
