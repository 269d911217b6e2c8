/** Sign-up, log-in and log-out pages of the route table (their forms post to the same paths). */
import type { RouteDef } from '../routes';

export type AccountsPageKey = 'signup' | 'login' | 'logout';

const page = (key: AccountsPageKey, pattern: RegExp): RouteDef => ({
  page: key,
  pattern,
  keys: [],
  loginRequired: false,
  // Visitors post these forms: the page carries a CSRF token, so it is always server-rendered.
  forms: true,
  preload: () => [],
});

export const ACCOUNTS_ROUTES: readonly RouteDef[] = [
  page('signup', /^\/signup\/?$/),
  page('login', /^\/login\/?$/),
  page('logout', /^\/logout\/?$/),
];
