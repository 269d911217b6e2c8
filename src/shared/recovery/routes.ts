/** Password-recovery and email-verification pages of the route table (forms post to the same paths). */
import type { RouteDef } from '../routes';

export type RecoveryPageKey = 'forgot' | 'reset' | 'emailVerified';

const page = (key: RecoveryPageKey, pattern: RegExp, forms: boolean): RouteDef => ({
  page: key,
  pattern,
  keys: [],
  loginRequired: false,
  // Visitors post the forgot/reset forms: those pages carry a CSRF token.
  forms,
  preload: () => [],
});

export const RECOVERY_ROUTES: readonly RouteDef[] = [
  page('forgot', /^\/forgot\/?$/, true),
  page('reset', /^\/reset\/?$/, true),
  page('emailVerified', /^\/email-verified\/?$/, false),
];
