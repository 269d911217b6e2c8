import type { AccountsApiPart } from '../../../shared/accounts';
import type { FeaturePages } from '../../app/pageLoader';
import { lazyPart } from '../../api/request';

/** The accounts feature's pages: one chunk each, named `page-<key>` (the server's manifest and the bench read the names). */
export const accountsPages = {
  signup: () => import(/* webpackChunkName: "page-signup" */ './SignupPage'),
  login: () => import(/* webpackChunkName: "page-login" */ './LoginPage'),
  logout: () => import(/* webpackChunkName: "page-logout" */ './LogoutPage'),
} satisfies FeaturePages;

/** The accounts feature's HTTP calls, fetched with the first of them (`lazyPart`). */
export const accountsHttp = (base: string): AccountsApiPart => ({
  accounts: lazyPart(() =>
    import(/* webpackChunkName: "api-accounts" */ './http').then((m) => m.createAccountsHttpApi(base)),
  ),
});
