import { withSlices, type FeaturePages } from '../../app/pageLoader';
import type { SocialApiPart } from '../../../shared/social';
import { lazyPart } from '../../api/request';

/** The social feature's pages: one chunk each, named `page-<key>` (the server's manifest and the bench read the names). */
export const socialPages = {
  socialSignup: withSlices(
    () => import(/* webpackChunkName: "page-socialSignup" */ './SocialSignupPage'),
    () =>
      import(/* webpackChunkName: "page-socialSignup" */ '../../../reducers/social').then(
        (m) => m.socialSlices,
      ),
  ),
} satisfies FeaturePages;

/** The social feature's HTTP calls, fetched with the first of them (`lazyPart`). */
export const socialHttp = (base: string): SocialApiPart => ({
  social: lazyPart(() =>
    import(/* webpackChunkName: "api-social" */ './http').then((m) => m.createSocialHttpApi(base)),
  ),
});
