/**
 * Featured lists (reading-discovery §7): the reading lists of the curation profile of the viewer's
 * language (a visitor's: their `locale` cookie's, else language 1); when that profile has none or cannot be read, language 1's; a
 * failure gives an empty list (§8). And one featured list with its stories for `/featured/{id}`.
 */
import { call, put, select } from 'typed-redux-saga';
import { featuredListLoaded, featuredListsLoaded, selectLists } from '../../reducers/lists/listsSlice';
import { selectConfig } from '../../reducers/config/configSlice';
import { selectViewer } from '../../reducers/session/sessionSlice';
import { toErrorInfo } from '../../reducers/types';
import type { Api } from '../../shared/api';
import type { ReadingList } from '../../shared/lists/api';
import { CURATION_FALLBACK_LANGUAGE, curationUsername } from '../../shared/lists/curation';
import type { featuredListRequested } from '../../shared/lists/actions';

function* listsOf(api: Api, username: string) {
  try {
    return (yield* call([api.lists, api.lists.forUser], username)).lists;
  } catch {
    return [] as ReadingList[];
  }
}

export function* loadFeaturedLists(api: Api) {
  if ((yield* select(selectLists)).featured.status === 'succeeded') return;
  const viewer = yield* select(selectViewer);
  const own = curationUsername(viewer ? viewer.languageId : (yield* select(selectConfig)).languageId);
  let lists = yield* call(listsOf, api, own);
  const fallback = curationUsername(CURATION_FALLBACK_LANGUAGE);
  if (lists.length === 0 && own !== fallback) lists = yield* call(listsOf, api, fallback);
  yield* put(featuredListsLoaded(lists));
}

export function* loadFeaturedList(api: Api, action: ReturnType<typeof featuredListRequested>) {
  const { id } = action.payload;
  if ((yield* select(selectLists)).featuredById[id]?.status === 'succeeded') return;
  try {
    yield* put(featuredListLoaded({ id, list: yield* call([api.lists, api.lists.get], id) }));
  } catch (e) {
    yield* put(featuredListLoaded({ id, list: null, error: toErrorInfo(e) }));
  }
}
