import type { FeaturePages } from '../../app/pageLoader';
import type { SearchApiPart } from '../../../shared/search';
import { lazyPart } from '../../api/request';

/** The search feature's pages: one chunk each, named `page-<key>` (the server's manifest and the bench read the names). */
export const searchPages = {
  search: () => import(/* webpackChunkName: "page-search" */ './SearchPage'),
  searchResults: () => import(/* webpackChunkName: "page-searchResults" */ './SearchResultsPage'),
  tagBrowse: () => import(/* webpackChunkName: "page-tagBrowse" */ './TagBrowsePage'),
} satisfies FeaturePages;

/** The search feature's HTTP calls, fetched with the first of them (`lazyPart`). */
export const searchHttp = (base: string): SearchApiPart => ({
  search: lazyPart(() =>
    import(/* webpackChunkName: "api-search" */ './http').then((m) => m.createSearchHttpApi(base)),
  ),
});
