import { withSlices, type FeaturePages } from '../../app/pageLoader';
import type { PrivacyApiPart } from '../../../shared/privacy';
import { lazyPart } from '../../api/request';

/** The privacy feature's pages: one chunk each, named `page-<key>` (the server's manifest and the bench read the names). */
export const privacyPages = {
  doNotSell: withSlices(
    () => import(/* webpackChunkName: "page-doNotSell" */ './DoNotSellPage'),
    () =>
      import(/* webpackChunkName: "page-doNotSell" */ '../../../reducers/privacy').then(
        (m) => m.privacySlices,
      ),
  ),
  closeAccount: withSlices(
    () => import(/* webpackChunkName: "page-closeAccount" */ './CloseAccountPage'),
    () =>
      import(/* webpackChunkName: "page-closeAccount" */ '../../../reducers/privacy').then(
        (m) => m.privacySlices,
      ),
  ),
  ownData: withSlices(
    () => import(/* webpackChunkName: "page-ownData" */ './OwnDataPage'),
    () =>
      import(/* webpackChunkName: "page-ownData" */ '../../../reducers/privacy').then((m) => m.privacySlices),
  ),
  language: withSlices(
    () => import(/* webpackChunkName: "page-language" */ './LanguagePage'),
    () =>
      import(/* webpackChunkName: "page-language" */ '../../../reducers/privacy').then(
        (m) => m.privacySlices,
      ),
  ),
} satisfies FeaturePages;

/** The privacy feature's HTTP calls, fetched with the first of them (`lazyPart`). */
export const privacyHttp = (base: string): PrivacyApiPart => ({
  privacy: lazyPart(() =>
    import(/* webpackChunkName: "api-privacy" */ './http').then((m) => m.createPrivacyHttpApi(base)),
  ),
});
