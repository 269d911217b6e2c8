/** Sign-up, log-in and log-out pages of the page table (their forms post to the same paths). */
import { headerMessages as h } from '../common/headerMessages';
import { noPreload, type PageMeta, type PageRuleName } from '../common/pageMeta';

export type AccountsPageKey = 'signup' | 'login' | 'logout';

const page = <R extends PageRuleName>(pattern: RegExp, title: string, rules: readonly R[]) => ({
  pattern,
  keys: [],
  loginRequired: false,
  // Visitors post these forms: the page carries a CSRF token, so it is always server-rendered.
  forms: true,
  preload: noPreload,
  title,
  rules,
});

export const ACCOUNTS_PAGES = {
  // A refused sign-up or log-in form answers with its status (`accounts.form`).
  signup: page(/^\/signup\/?$/, h.signUp, ['status']),
  login: page(/^\/login\/?$/, h.logIn, ['status']),
  logout: page(/^\/logout\/?$/, h.logOut, []),
} satisfies Record<AccountsPageKey, PageMeta>;
