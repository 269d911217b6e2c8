/** Password-recovery and email-verification pages of the page table (forms post to the same paths). */
import { noPreload, type PageMeta } from '../common/pageMeta';

export type RecoveryPageKey = 'forgot' | 'reset' | 'emailVerified';

const page = (pattern: RegExp, forms: boolean) => ({
  pattern,
  keys: [],
  loginRequired: false,
  // Visitors post the forgot/reset forms: those pages carry a CSRF token.
  forms,
  preload: noPreload,
});

export const RECOVERY_PAGES = {
  forgot: page(/^\/forgot\/?$/, true),
  reset: page(/^\/reset\/?$/, true),
  emailVerified: page(/^\/email-verified\/?$/, false),
} satisfies Record<RecoveryPageKey, PageMeta>;
