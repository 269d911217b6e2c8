import { withSlices, type FeaturePages } from '../../app/pageLoader';
import type { PublishingApiPart } from '../../../shared/publishing';
import { lazyPart } from '../../api/request';

/** Publishing's pages: one chunk each, named `page-<key>`. */
export const publishingPages = {
  coverImport: withSlices(
    () => import(/* webpackChunkName: "page-coverImport" */ './CoverImportPage'),
    () =>
      import(/* webpackChunkName: "page-coverImport" */ '../../../reducers/publishing').then(
        (m) => m.publishingSlices,
      ),
  ),
  publishPart: withSlices(
    () => import(/* webpackChunkName: "page-publishPart" */ './PublishPage'),
    () =>
      import(/* webpackChunkName: "page-publishPart" */ '../../../reducers/publishing').then(
        (m) => m.publishingSlices,
      ),
  ),
} satisfies FeaturePages;

/** Publishing's HTTP calls, fetched with the first of them (`lazyPart`). */
export const publishingHttp = (base: string): PublishingApiPart => ({
  publishing: lazyPart(() =>
    import(/* webpackChunkName: "api-publishing" */ './http').then((m) => m.createPublishingHttpApi(base)),
  ),
});
