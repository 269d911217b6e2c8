/** The sign-up completion page after a social sign-in (its form posts to the same path). */
import { noPreload, type PageMeta } from '../common/pageMeta';

export type SocialPageKey = 'socialSignup';

export const SOCIAL_PAGES = {
  socialSignup: {
    pattern: /^\/oauth-auth\/complete\/?$/,
    keys: [],
    loginRequired: false,
    // The server fills the form from the session's pending identity; it carries a CSRF token.
    forms: true,
    preload: noPreload,
    // A refused completion form answers 400 (`social.completion.message`).
    rules: ['status'],
  },
} satisfies Record<SocialPageKey, PageMeta>;
