/**
 * Reading lists, library and collections (reading-discovery §4 "Reading list add/remove", §8):
 * load the viewer's lists and the stories' collections; create a list from the popover (an
 * existing name ignoring case is reused, an empty name does nothing; lists and collections are
 * reloaded after a successful create); toggle membership optimistically, rolling back on failure.
 */
import { call, put, select } from 'typed-redux-saga';
import {
  collectionsLoaded,
  libraryFailed,
  libraryLoaded,
  listCreated,
  listCreateStarted,
  listsFailed,
  listsLoaded,
  selectLists,
  storiesStillIn,
} from '../../reducers/lists/listsSlice';
import { selectCsrfToken, selectViewer } from '../../reducers/session/sessionSlice';
import type { Api } from '../../shared/api';
import { LIBRARY_COLLECTION, LIBRARY_PAGE_LIMIT, libraryShown } from '../../shared/lists/api';
import { LISTS_MESSAGES as M } from '../../shared/lists/messages';
import type { collectionToggled, libraryRequested, listCreateRequested } from '../../shared/lists/actions';
import { findListByName, normaliseListName } from '../../shared/lists/validation';
import { toErrorInfo } from '../../reducers/types';

export function* loadLists(api: Api) {
  const viewer = yield* select(selectViewer);
  if (!viewer) return;
  try {
    const page = yield* call([api.lists, api.lists.forUser], viewer.username);
    yield* put(listsLoaded(page.lists));
  } catch {
    yield* put(listsFailed({ toast: M.fetchListsFailed }));
  }
}

export function* loadCollections(api: Api, storyIds: string[]) {
  const viewer = yield* select(selectViewer);
  if (!viewer || storyIds.length === 0) return;
  try {
    yield* put(collectionsLoaded(yield* call([api.lists, api.lists.collections], storyIds)));
  } catch {
    yield* put(listsFailed({ toast: M.fetchCollectionsFailed }));
  }
}

export function* createList(api: Api, action: ReturnType<typeof listCreateRequested>) {
  const name = normaliseListName(action.payload.name);
  const { storyId } = action.payload;
  const viewer = yield* select(selectViewer);
  if (!name || !viewer) return; // an empty name does nothing
  const csrfToken = yield* select(selectCsrfToken);
  const existing = findListByName((yield* select(selectLists)).lists, name);
  yield* put(listCreateStarted());
  try {
    if (existing) yield* call([api.lists, api.lists.addStory], existing.id, storyId, csrfToken);
    else yield* call([api.lists, api.lists.create], name, storyId, csrfToken);
    yield* put(listCreated());
  } catch {
    yield* put(listsFailed({ toast: M.createFailed }));
    return;
  }
  yield* call(loadLists, api);
  yield* call(loadCollections, api, [storyId]);
}

export function* toggleCollection(api: Api, action: ReturnType<typeof collectionToggled>) {
  const { storyId, collectionId, member } = action.payload;
  const viewer = yield* select(selectViewer);
  if (!viewer) return;
  const csrfToken = yield* select(selectCsrfToken);
  try {
    if (collectionId === LIBRARY_COLLECTION) {
      if (member) yield* call([api.lists, api.lists.addToLibrary], viewer.username, storyId, csrfToken);
      else yield* call([api.lists, api.lists.removeFromLibrary], viewer.username, storyId, csrfToken);
    } else if (member) {
      yield* call([api.lists, api.lists.addStory], Number(collectionId), storyId, csrfToken);
    } else {
      yield* call([api.lists, api.lists.removeStory], Number(collectionId), storyId, csrfToken);
    }
  } catch {
    yield* put(
      listsFailed({
        toast: member ? M.collectionUpdateFailed : M.removeFailed,
        rollback: { storyId, collectionId, member: !member },
      }),
    );
  }
}

/**
 * `/library?show=N`: the viewer's library stories, pages of 100 until N are loaded (or all are). What
 * is loaded stays (an add from the popover reloads it); "Show more" (`show` + 100) loads one more
 * page, from after the stories still in the library (one removed on the page is gone from its list).
 */
export function* loadLibrary(api: Api, action: ReturnType<typeof libraryRequested>) {
  const viewer = yield* select(selectViewer);
  if (!viewer) return;
  const show = libraryShown(action.payload?.show);
  try {
    for (;;) {
      const { library, collections } = yield* select(selectLists);
      const fresh = library.status !== 'succeeded';
      const loaded = fresh ? 0 : library.stories.length;
      if (!fresh && (loaded >= show || loaded >= library.total)) return;
      const offset = fresh ? 0 : storiesStillIn(library.stories, collections, LIBRARY_COLLECTION).length;
      const page = yield* call([api.lists, api.lists.library], viewer.username, {
        offset,
        limit: LIBRARY_PAGE_LIMIT,
      });
      yield* put(libraryLoaded({ ...page, offset }));
      // Nothing new (the library shrank meanwhile): stop rather than ask again.
      if ((yield* select(selectLists)).library.stories.length <= loaded) return;
    }
  } catch (e) {
    yield* put(libraryFailed(toErrorInfo(e)));
  }
}

/** `collectionsRequested`: the stories' collections (which of the viewer's lists hold each). */
export function* loadCollectionsFor(api: Api, action: { payload: { storyIds: string[] } }) {
  yield* loadCollections(api, action.payload.storyIds);
}
