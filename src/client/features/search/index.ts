import { withSlices, type FeaturePages } from '../../app/pageLoader';
import type { SearchApiPart } from '../../../shared/search';
import { lazyPart } from '../../api/request';

/** The search feature's pages: one chunk each, named `page-<key>` (the server's manifest and the bench read the names). */
export const searchPages = {
  search: withSlices(
    () => import(/* webpackChunkName: "page-search" */ './SearchPage'),
    () =>
      import(/* webpackChunkName: "page-search" */ '../../../reducers/search').then((m) => m.searchSlices),
  ),
  searchResults: withSlices(
    () => import(/* webpackChunkName: "page-searchResults" */ './SearchResultsPage'),
    () =>
      import(/* webpackChunkName: "page-searchResults" */ '../../../reducers/search').then(
        (m) => m.searchSlices,
      ),
  ),
  tagBrowse: withSlices(
    () => import(/* webpackChunkName: "page-tagBrowse" */ './TagBrowsePage'),
    () =>
      import(/* webpackChunkName: "page-tagBrowse" */ '../../../reducers/search').then((m) => m.searchSlices),
  ),
} satisfies FeaturePages;

/** The search feature's HTTP calls, fetched with the first of them (`lazyPart`). */
export const searchHttp = (base: string): SearchApiPart => ({
  search: lazyPart(() =>
    import(/* webpackChunkName: "api-search" */ './http').then((m) => m.createSearchHttpApi(base)),
  ),
});
