import type { FeaturePages } from '../../app/pageLoader';
import type { ImageAppealApiPart } from '../../../shared/imageAppeal';
import { lazyPart } from '../../api/request';

/** The image appeal feature's pages: one chunk each, named `page-<key>`. */
export const imageAppealPages = {
  imageAppeal: () => import(/* webpackChunkName: "page-imageAppeal" */ './ImageAppealPage'),
} satisfies FeaturePages;

/** The image appeal feature's HTTP calls, fetched with the first of them (`lazyPart`). */
export const imageAppealHttp = (base: string): ImageAppealApiPart => ({
  imageAppeal: lazyPart(() =>
    import(/* webpackChunkName: "api-imageAppeal" */ './http').then((m) => m.createImageAppealHttpApi(base)),
  ),
});
