/**
 * Privacy and account pages of the page table: the opt-out page, closing an account, the user's
 * own data and the language choice. Their state is put in place by their routers before the page
 * renders (a cookie or the signed-in user's data), so they have no preload actions; they all have
 * forms, so they are always rendered by the server (with a CSRF token).
 */
import { noPreload, type PageMeta, type PageRuleName } from '../common/pageMeta';

export type PrivacyPageKey = 'doNotSell' | 'closeAccount' | 'ownData' | 'language';

const page = <R extends PageRuleName>(pattern: RegExp, loginRequired: boolean, rules: readonly R[]) => ({
  pattern,
  keys: [],
  loginRequired,
  forms: true,
  preload: noPreload,
  rules,
});

export const PRIVACY_PAGES = {
  doNotSell: page(/^\/privacy\/do-not-sell\/?$/, false, []),
  // A refused close-account form answers with its status (`privacy.closeForm`).
  closeAccount: page(/^\/close-account\/?$/, true, ['status']),
  // `/settings/your-{product}-data` (spec §2; the product name is configurable).
  ownData: page(/^\/settings\/your-[a-z0-9-]+-data\/?$/, true, []),
  language: page(/^\/language\/?$/, false, []),
} satisfies Record<PrivacyPageKey, PageMeta>;
