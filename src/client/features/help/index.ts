import type { FeaturePages } from '../../app/pageLoader';

/** The help feature's pages: one chunk each, named `page-<key>` (the server's manifest and the bench read the names). */
export const helpPages = {
  help: () => import(/* webpackChunkName: "page-help" */ './HelpPage'),
  terms: () => import(/* webpackChunkName: "page-terms" */ './TermsPage'),
  privacyPolicy: () => import(/* webpackChunkName: "page-privacyPolicy" */ './PrivacyPolicyPage'),
  premium: () => import(/* webpackChunkName: "page-premium" */ './PremiumPage'),
} satisfies FeaturePages;
