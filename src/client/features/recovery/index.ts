import type { FeaturePages } from '../../app/pageLoader';
import type { RecoveryApiPart } from '../../../shared/recovery';
import { lazyPart } from '../../api/request';

/** The recovery feature's pages: one chunk each, named `page-<key>` (the server's manifest and the bench read the names). */
export const recoveryPages = {
  forgot: () => import(/* webpackChunkName: "page-forgot" */ './ForgotPage'),
  reset: () => import(/* webpackChunkName: "page-reset" */ './ResetPage'),
  emailVerified: () => import(/* webpackChunkName: "page-emailVerified" */ './EmailVerifiedPage'),
} satisfies FeaturePages;

/** The recovery feature's HTTP calls, fetched with the first of them (`lazyPart`). */
export const recoveryHttp = (base: string): RecoveryApiPart => ({
  recovery: lazyPart(() =>
    import(/* webpackChunkName: "api-recovery" */ './http').then((m) => m.createRecoveryHttpApi(base)),
  ),
});
