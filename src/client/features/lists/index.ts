import { withSlices, type FeaturePages } from '../../app/pageLoader';
import type { ListsApiPart } from '../../../shared/lists';
import { lazyPart } from '../../api/request';

/** The lists feature's pages: one chunk each, named `page-<key>` (the server's manifest and the bench read the names). */
export const listsPages = {
  addToList: withSlices(
    () => import(/* webpackChunkName: "page-addToList" */ './AddToListPage'),
    () =>
      import(/* webpackChunkName: "page-addToList" */ '../../../reducers/lists').then((m) => m.listsSlices),
  ),
  featuredList: withSlices(
    () => import(/* webpackChunkName: "page-featuredList" */ './FeaturedListPage'),
    () =>
      import(/* webpackChunkName: "page-featuredList" */ '../../../reducers/lists').then(
        (m) => m.listsSlices,
      ),
  ),
  readingList: withSlices(
    () => import(/* webpackChunkName: "page-readingList" */ './ReadingListPage'),
    () =>
      import(/* webpackChunkName: "page-readingList" */ '../../../reducers/lists').then((m) => m.listsSlices),
  ),
  library: withSlices(
    () => import(/* webpackChunkName: "page-library" */ './LibraryPage'),
    () => import(/* webpackChunkName: "page-library" */ '../../../reducers/lists').then((m) => m.listsSlices),
  ),
} satisfies FeaturePages;

/** The lists feature's HTTP calls, fetched with the first of them (`lazyPart`). */
export const listsHttp = (base: string): ListsApiPart => ({
  lists: lazyPart(() =>
    import(/* webpackChunkName: "api-lists" */ './http').then((m) => m.createListsHttpApi(base)),
  ),
});
