/** The sign-up completion page after a social sign-in (its form posts to the same path). */
import type { RouteDef } from '../routes';

export type SocialPageKey = 'socialSignup';

export const SOCIAL_ROUTES: readonly RouteDef[] = [
  {
    page: 'socialSignup',
    pattern: /^\/oauth-auth\/complete\/?$/,
    keys: [],
    loginRequired: false,
    // The server fills the form from the session's pending identity; it carries a CSRF token.
    forms: true,
    preload: () => [],
  },
];
