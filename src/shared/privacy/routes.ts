/**
 * Privacy and account pages of the page table: the opt-out page, closing an account, the user's
 * own data and the language choice. What they need from the request (the `ccpa-oo` and `locale`
 * cookies) is in the request's context; they all have forms, so they are always rendered by the
 * server (with a CSRF token).
 */
import { noPreload, type PageMeta, type PageRuleName } from '../common/pageMeta';
import { doNotSellRequested, languagesRequested, ownDataRequested } from './actions';

export type PrivacyPageKey = 'doNotSell' | 'closeAccount' | 'ownData' | 'language';

const page = <R extends PageRuleName>(
  pattern: RegExp,
  loginRequired: boolean,
  rules: readonly R[],
  preload: PageMeta['preload'] = noPreload,
) => ({ pattern, keys: [], loginRequired, forms: true, preload, rules });

export const PRIVACY_PAGES = {
  // `?done=1` (or the app's `optOut=true`) after an opt-out shows its success.
  doNotSell: page(/^\/privacy\/do-not-sell\/?$/, false, [], (_m, q) => [
    doNotSellRequested({ done: q.done === '1' || q.optOut === 'true' }),
  ]),
  // A refused close-account form answers with its status (`privacy.closeForm`).
  closeAccount: page(/^\/close-account\/?$/, true, ['status']),
  // `/settings/your-{product}-data` (spec §2; the product name is configurable).
  ownData: page(/^\/settings\/your-[a-z0-9-]+-data\/?$/, true, [], (_m, _q, viewer) =>
    viewer ? [ownDataRequested()] : [],
  ),
  language: page(/^\/language\/?$/, false, [], () => [languagesRequested()]),
} satisfies Record<PrivacyPageKey, PageMeta>;
