/**
 * Privacy and account pages of the route table: the opt-out page, closing an account, the user's
 * own data and the language choice. Their state is put in place by their routers before the page
 * renders (a cookie or the signed-in user's data), so they have no preload actions; they all have
 * forms, so they are always rendered by the server (with a CSRF token).
 */
import type { RouteDef } from '../routes';

export type PrivacyPageKey = 'doNotSell' | 'closeAccount' | 'ownData' | 'language';

const page = (key: PrivacyPageKey, pattern: RegExp, loginRequired: boolean): RouteDef => ({
  page: key,
  pattern,
  keys: [],
  loginRequired,
  forms: true,
  preload: () => [],
});

export const PRIVACY_ROUTES: readonly RouteDef[] = [
  page('doNotSell', /^\/privacy\/do-not-sell\/?$/, false),
  page('closeAccount', /^\/close-account\/?$/, true),
  // `/settings/your-{product}-data` (spec §2; the product name is configurable).
  page('ownData', /^\/settings\/your-[a-z0-9-]+-data\/?$/, true),
  page('language', /^\/language\/?$/, false),
];
