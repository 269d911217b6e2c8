/** Sign-up's password strength: the watchers; the flows load with the first keystroke (`accountsFlows.ts`). */
import { debounce } from 'typed-redux-saga';
import { passwordEdited } from '../../reducers/accounts/accountsSlice';
import type { Api } from '../../shared/api';
import { lazy, on, watch } from '../watch';

/** Spec §5/§9: the strength check runs 500 ms after the last keystroke. */
export const PASSWORD_DEBOUNCE_MS = 500;

const flows = () => import(/* webpackChunkName: "saga-accounts" */ './accountsFlows');

/** The policies are fetched once, when the person starts typing a password. */
export function* accountsSaga(api: Api) {
  yield* debounce(PASSWORD_DEBOUNCE_MS, passwordEdited.type, lazy(flows, 'checkPassword'), api);
  yield* watch(on('leading', passwordEdited.type, lazy(flows, 'loadPolicies'), api));
}
