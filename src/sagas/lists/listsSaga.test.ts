import type { Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer as realRootReducer, type RootState } from '../../reducers/rootReducer';
import type { ReadingList, StoryCollections } from '../../shared/lists/api';
import type { Viewer } from '../../shared/common/session';
import { LISTS_MESSAGES as M } from '../../shared/lists/messages';
import {
  collectionToggled,
  libraryRequested,
  listCreateRequested,
  readingListsRequested,
} from '../../shared/lists/actions';
import { makeStory } from '../../shared/test/storyFixtures';
import { storiesStillIn } from '../../reducers/lists/listsSlice';
import { fakeApi } from '../../shared/test/fakeApi';
import { listsSaga } from './listsSaga';
import { SEQUENCE_RUN_MS } from '../../shared/test/sagaRun';

const rootReducer = realRootReducer as unknown as Reducer<RootState>;
const viewer = { id: 7, username: 'reader_rosa', name: 'Rosa' } as Viewer;

function signedIn(): RootState {
  const state = rootReducer(undefined, { type: '@@init' });
  return { ...state, session: { ...state.session, viewer, csrfToken: 'tok' } };
}

const list = (id: number, name: string, numStories = 1): ReadingList => ({
  id,
  name,
  user: { name: 'reader_rosa' },
  numStories,
  cover: '',
  tags: [],
  featured: false,
});

/** A fake server: lists and memberships that the calls change. */
function server(initial: ReadingList[]) {
  let lists = [...initial];
  const members = new Set<string>();
  const calls = {
    create: jest.fn(async (name: string, storyId: string) => {
      const created = list(100 + lists.length, name);
      lists = [...lists, created];
      members.add(`${created.id}:${storyId}`);
      return { id: created.id, name };
    }),
    addStory: jest.fn(async (listId: number, storyId: string) => {
      members.add(`${listId}:${storyId}`);
    }),
    forUser: jest.fn(async () => ({ lists, total: lists.length, nextUrl: null })),
    collections: jest.fn(async (ids: readonly string[]): Promise<StoryCollections> => {
      const out: StoryCollections = {};
      for (const s of ids)
        out[s] = Object.fromEntries(lists.map((l) => [String(l.id), members.has(`${l.id}:${s}`)]));
      return out;
    }),
  };
  return { calls, api: fakeApi({ lists: calls }) };
}

describe('create a list from the popover', () => {
  it('creates a new list, then reloads the lists and the story collections', async () => {
    const { api, calls } = server([list(1, 'Favourites')]);
    const { storeState } = await expectSaga(listsSaga, api)
      .withReducer(rootReducer, signedIn())
      .dispatch(readingListsRequested())
      .delay(5)
      .dispatch(listCreateRequested({ name: '  Beach reads ', storyId: '9' }))
      .silentRun(SEQUENCE_RUN_MS);
    expect(calls.create).toHaveBeenCalledWith('Beach reads', '9', 'tok');
    expect(calls.addStory).not.toHaveBeenCalled();
    expect(calls.forUser).toHaveBeenCalledTimes(2); // initial load + reload after create
    expect(calls.collections).toHaveBeenCalledWith(['9']);
    expect(storeState.lists.lists.map((l: ReadingList) => l.name)).toEqual(['Favourites', 'Beach reads']);
    expect(storeState.lists.collections['9']).toEqual({ '1': false, '101': true });
    expect(storeState.lists.toast).toBeNull();
  });

  it('reuses an existing list whose name matches ignoring case (no duplicate)', async () => {
    const { api, calls } = server([list(1, 'Favourites')]);
    const { storeState } = await expectSaga(listsSaga, api)
      .withReducer(rootReducer, signedIn())
      .dispatch(readingListsRequested())
      .delay(5)
      .dispatch(listCreateRequested({ name: 'fAVOURITES', storyId: '9' }))
      .silentRun(SEQUENCE_RUN_MS);
    expect(calls.create).not.toHaveBeenCalled();
    expect(calls.addStory).toHaveBeenCalledWith(1, '9', 'tok');
    expect(storeState.lists.lists).toHaveLength(1);
    expect(storeState.lists.collections['9']).toEqual({ '1': true });
  });

  it('does nothing for an empty name', async () => {
    const { api, calls } = server([]);
    const { storeState } = await expectSaga(listsSaga, api)
      .withReducer(rootReducer, signedIn())
      .dispatch(listCreateRequested({ name: '   ', storyId: '9' }))
      .silentRun(30);
    expect(calls.create).not.toHaveBeenCalled();
    expect(calls.forUser).not.toHaveBeenCalled();
    expect(storeState.lists.createStatus).toBe('idle');
  });

  it('shows the spec toast when the create fails', async () => {
    const api = fakeApi({ lists: { create: async () => Promise.reject(new Error('503')) } });
    const { storeState } = await expectSaga(listsSaga, api)
      .withReducer(rootReducer, signedIn())
      .dispatch(listCreateRequested({ name: 'New', storyId: '9' }))
      .silentRun(30);
    expect(storeState.lists.toast).toBe(M.createFailed);
  });
});

describe('collection toggles and loads', () => {
  it('rolls a failed add back with "Error: collection update failed"', async () => {
    const api = fakeApi({ lists: { addToLibrary: async () => Promise.reject(new Error('503')) } });
    const { storeState } = await expectSaga(listsSaga, api)
      .withReducer(rootReducer, signedIn())
      .dispatch(collectionToggled({ storyId: '9', collectionId: 'library', member: true }))
      .silentRun(30);
    expect(storeState.lists.collections['9']).toEqual({ library: false });
    expect(storeState.lists.toast).toBe('Error: collection update failed');
  });

  it('rolls a failed remove back with "Error: removing stories from collection failed"', async () => {
    const api = fakeApi({ lists: { removeStory: async () => Promise.reject(new Error('503')) } });
    const { storeState } = await expectSaga(listsSaga, api)
      .withReducer(rootReducer, signedIn())
      .dispatch(collectionToggled({ storyId: '9', collectionId: '4', member: false }))
      .silentRun(30);
    expect(storeState.lists.collections['9']).toEqual({ '4': true });
    expect(storeState.lists.toast).toBe('Error: removing stories from collection failed');
  });

  it('adds to the library as the viewer and keeps the optimistic state', async () => {
    const addToLibrary = jest.fn(async () => undefined);
    const { storeState } = await expectSaga(listsSaga, fakeApi({ lists: { addToLibrary } }))
      .withReducer(rootReducer, signedIn())
      .dispatch(collectionToggled({ storyId: '9', collectionId: 'library', member: true }))
      .silentRun(30);
    expect(addToLibrary).toHaveBeenCalledWith('reader_rosa', '9', 'tok');
    expect(storeState.lists.collections['9']).toEqual({ library: true });
  });

  it('shows "Error: fetching reading lists failed" when the lists cannot load', async () => {
    const { storeState } = await expectSaga(listsSaga, fakeApi())
      .withReducer(rootReducer, signedIn())
      .dispatch(readingListsRequested())
      .silentRun(30);
    expect(storeState.lists.toast).toBe('Error: fetching reading lists failed');
    expect(storeState.lists.status).toBe('failed');
  });
});

describe('the library page', () => {
  const story = (id: string, title: string) => makeStory({ id, title });

  it('loads the library once; removing a story hides it at once and a failure brings it back', async () => {
    let loads = 0;
    const removeFromLibrary = jest.fn(async () => Promise.reject(new Error('down')));
    const api = fakeApi({
      lists: {
        library: async () => (
          loads++,
          { stories: [story('1', 'One'), story('2', 'Two')], total: 2, nextUrl: null }
        ),
        removeFromLibrary,
      },
    });
    const first = await expectSaga(listsSaga, api)
      .withReducer(rootReducer, signedIn())
      .dispatch(libraryRequested())
      .dispatch(libraryRequested())
      .silentRun(20);
    expect(loads).toBe(1);
    const { library, collections } = first.storeState.lists;
    expect(library).toMatchObject({ status: 'succeeded', total: 2 });

    // Optimistic: the page stops showing the story before the call answers.
    const hidden = rootReducer(
      first.storeState,
      collectionToggled({ storyId: '2', collectionId: 'library', member: false }),
    );
    expect(storiesStillIn(library.stories, hidden.lists.collections, 'library').map((s) => s.id)).toEqual([
      '1',
    ]);
    expect(storiesStillIn(library.stories, collections, 'library')).toHaveLength(2);

    const { storeState } = await expectSaga(listsSaga, api)
      .withReducer(rootReducer, first.storeState)
      .dispatch(collectionToggled({ storyId: '2', collectionId: 'library', member: false }))
      .silentRun(20);
    expect(removeFromLibrary).toHaveBeenCalledWith('reader_rosa', '2', 'tok');
    expect(storeState.lists.toast).toBe(M.removeFailed);
    const shown = storiesStillIn(storeState.lists.library.stories, storeState.lists.collections, 'library');
    expect(shown.map((s) => s.id)).toEqual(['1', '2']);
  });

  it('loads afresh after a story is added to the library elsewhere (the popover)', async () => {
    let loads = 0;
    const api = fakeApi({
      lists: {
        library: async () => (loads++, { stories: [], total: 0, nextUrl: null }),
        addToLibrary: async () => undefined,
      },
    });
    await expectSaga(listsSaga, api)
      .withReducer(rootReducer, signedIn())
      .dispatch(libraryRequested())
      .delay(10)
      .dispatch(collectionToggled({ storyId: '3', collectionId: 'library', member: true }))
      .delay(10)
      .dispatch(libraryRequested())
      .silentRun(SEQUENCE_RUN_MS);
    expect(loads).toBe(2);
  });

  it('pages a large library: "Show more" (show + 100) loads the next 100 after the stories still in it', async () => {
    const all = Array.from({ length: 250 }, (_, i) => story(String(i + 1), `Story ${i + 1}`));
    let held = [...all];
    const library = jest.fn(async (_user: string, { offset, limit }: { offset: number; limit: number }) => ({
      stories: held.slice(offset, offset + limit),
      total: held.length,
      nextUrl: null,
    }));
    const removeFromLibrary = jest.fn(async (_user: string, id: string) => {
      held = held.filter((s) => s.id !== id);
    });
    const api = fakeApi({ lists: { library, removeFromLibrary } });
    const first = await expectSaga(listsSaga, api)
      .withReducer(rootReducer, signedIn())
      .dispatch(libraryRequested({ show: 100 }))
      .silentRun(20);
    expect(first.storeState.lists.library.stories).toHaveLength(100);
    expect(library).toHaveBeenLastCalledWith('reader_rosa', { offset: 0, limit: 100 });

    // Story 5 is removed on the page: the server's list shifts by one, so the next page starts at 99.
    const { storeState } = await expectSaga(listsSaga, api)
      .withReducer(rootReducer, first.storeState)
      .dispatch(collectionToggled({ storyId: '5', collectionId: 'library', member: false }))
      .delay(10)
      .dispatch(libraryRequested({ show: 200 }))
      .delay(10)
      .dispatch(libraryRequested({ show: 200 }))
      .silentRun(SEQUENCE_RUN_MS);
    expect(library).toHaveBeenCalledTimes(2);
    expect(library).toHaveBeenLastCalledWith('reader_rosa', { offset: 99, limit: 100 });
    const shown = storiesStillIn(storeState.lists.library.stories, storeState.lists.collections, 'library');
    expect(shown.map((s) => s.id)).toEqual(
      all
        .filter((s) => s.id !== '5')
        .slice(0, 199)
        .map((s) => s.id),
    );

    // A page opened at ?show=300 (server-rendered) loads every page up to it, and stops at the end.
    library.mockClear();
    const deep = await expectSaga(listsSaga, api)
      .withReducer(rootReducer, signedIn())
      .dispatch(libraryRequested({ show: 300 }))
      .silentRun(20);
    expect(library.mock.calls.map(([, page]) => page.offset)).toEqual([0, 100, 200]);
    expect(deep.storeState.lists.library.stories).toHaveLength(249);
  });

  it('stores a failed load for the page (no toast: the page says so)', async () => {
    const api = fakeApi({ lists: { library: () => Promise.reject(new Error('down')) } });
    const { storeState } = await expectSaga(listsSaga, api)
      .withReducer(rootReducer, signedIn())
      .dispatch(libraryRequested())
      .silentRun(20);
    expect(storeState.lists.library.status).toBe('failed');
  });
});
