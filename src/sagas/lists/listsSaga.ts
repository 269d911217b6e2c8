/**
 * Reading lists, the library and the featured lists: the watchers. The flows (and the lists' HTTP
 * calls and messages) load with their first action: `listsFlows.ts`, `featuredSaga.ts`.
 */
import type { Api } from '../../shared/api';
import {
  collectionToggled,
  collectionsRequested,
  featuredListRequested,
  featuredListsRequested,
  libraryRequested,
  listCreateRequested,
  readingListsRequested,
} from '../../shared/lists/actions';
import { type Watcher, lazy, on, watch } from '../watch';

const flows = () => import(/* webpackChunkName: "saga-lists" */ './listsFlows');
const featured = () => import(/* webpackChunkName: "saga-lists" */ './featuredSaga');

export const listsWatchers = (api: Api): Watcher[] => [
  on('latest', featuredListsRequested, lazy(featured, 'loadFeaturedLists'), api),
  // Keyed by list id: a second list's load must not cancel the first's (it would stay loading).
  on('every', featuredListRequested, lazy(featured, 'loadFeaturedList'), api),
  on('latest', readingListsRequested, lazy(flows, 'loadLists'), api),
  on('latest', libraryRequested, lazy(flows, 'loadLibrary'), api),
  on('latest', collectionsRequested, lazy(flows, 'loadCollectionsFor'), api),
  on('leading', listCreateRequested, lazy(flows, 'createList'), api),
  on('every', collectionToggled, lazy(flows, 'toggleCollection'), api),
];

export function* listsSaga(api: Api) {
  yield* watch(...listsWatchers(api));
}
