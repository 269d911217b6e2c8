import { withSlices, type FeaturePages } from '../../app/pageLoader';

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
