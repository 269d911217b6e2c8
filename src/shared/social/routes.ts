/** The sign-up completion page after a social sign-in (its form posts to the same path). */
import type { PageMeta } from '../common/pageMeta';
import { socialCompletionRequested } from './actions';

export type SocialPageKey = 'socialSignup';

export const SOCIAL_PAGES = {
  socialSignup: {
    pattern: /^\/oauth-auth\/complete\/?$/,
    keys: [],
    loginRequired: false,
    // The form comes from the session's pending identity (in process: `ServiceContext.socialPending`);
    // it carries a CSRF token.
    forms: true,
    preload: () => [socialCompletionRequested()],
    // A refused completion form answers 400 (`social.completion.message`).
    rules: ['status'],
  },
} satisfies Record<SocialPageKey, PageMeta>;
