/** Sign-up's password strength: the watchers; the flows load with the first keystroke (`accountsFlows.ts`). */
import { all, call, debounce } from 'typed-redux-saga';
import type { authFormsShown, passwordEdited } from '../../reducers/accounts/accountsSlice';
import type { Api } from '../../shared/api';
import { type Watcher, lazy, on, watch } from '../watch';

/** Spec §5/§9: the strength check runs 500 ms after the last keystroke. */
export const PASSWORD_DEBOUNCE_MS = 500;

const flows = () => import(/* webpackChunkName: "saga-accounts" */ './accountsFlows');

// The slice's own actions, by type: the slice loads with the sign-up and log-in forms, not with the watchers.
const PASSWORD_EDITED: ReturnType<typeof passwordEdited>['type'] = 'accounts/passwordEdited';
const AUTH_FORMS_SHOWN: ReturnType<typeof authFormsShown>['type'] = 'accounts/authFormsShown';

/**
 * The policies are fetched once, when the person starts typing a password; a visitor's CSRF token
 * when the email forms open on a page that was served without one.
 */
export const accountsWatchers = (api: Api): Watcher[] => [
  on('leading', PASSWORD_EDITED, lazy(flows, 'loadPolicies'), api),
  on('leading', AUTH_FORMS_SHOWN, lazy(flows, 'issueCsrfToken'), api),
];

export const accountsDebounced = (api: Api) => [
  debounce(PASSWORD_DEBOUNCE_MS, PASSWORD_EDITED, lazy(flows, 'checkPassword'), api),
];

export function* accountsSaga(api: Api) {
  yield* all([...accountsDebounced(api), call(watch, ...accountsWatchers(api))]);
}
