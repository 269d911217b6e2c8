import type { AccountsApiPart } from '../../../shared/accounts';
import { withSlices, type FeaturePages } from '../../app/pageLoader';
import { lazyPart } from '../../api/request';

/** The accounts feature's pages: one chunk each, named `page-<key>` (the server's manifest and the bench read the names). */
export const accountsPages = {
  signup: withSlices(
    () => import(/* webpackChunkName: "page-signup" */ './SignupPage'),
    () =>
      import(/* webpackChunkName: "page-signup" */ '../../../reducers/accounts').then(
        (m) => m.accountsSlices,
      ),
  ),
  login: withSlices(
    () => import(/* webpackChunkName: "page-login" */ './LoginPage'),
    () =>
      import(/* webpackChunkName: "page-login" */ '../../../reducers/accounts').then((m) => m.accountsSlices),
  ),
  logout: () => import(/* webpackChunkName: "page-logout" */ './LogoutPage'),
} satisfies FeaturePages;

/** The accounts feature's HTTP calls, fetched with the first of them (`lazyPart`). */
export const accountsHttp = (base: string): AccountsApiPart => ({
  accounts: lazyPart(() =>
    import(/* webpackChunkName: "api-accounts" */ './http').then((m) => m.createAccountsHttpApi(base)),
  ),
});
