import type { FeaturePages } from '../../app/pageLoader';
import type { PrivacyApiPart } from '../../../shared/privacy';
import { lazyPart } from '../../api/request';

/** The privacy feature's pages: one chunk each, named `page-<key>` (the server's manifest and the bench read the names). */
export const privacyPages = {
  doNotSell: () => import(/* webpackChunkName: "page-doNotSell" */ './DoNotSellPage'),
  closeAccount: () => import(/* webpackChunkName: "page-closeAccount" */ './CloseAccountPage'),
  ownData: () => import(/* webpackChunkName: "page-ownData" */ './OwnDataPage'),
  language: () => import(/* webpackChunkName: "page-language" */ './LanguagePage'),
} satisfies FeaturePages;

/** The privacy feature's HTTP calls, fetched with the first of them (`lazyPart`). */
export const privacyHttp = (base: string): PrivacyApiPart => ({
  privacy: lazyPart(() =>
    import(/* webpackChunkName: "api-privacy" */ './http').then((m) => m.createPrivacyHttpApi(base)),
  ),
});
