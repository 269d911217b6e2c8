import { call, debounce, put, select } from 'typed-redux-saga';
import {
  passwordCheckFailed,
  passwordChecked,
  passwordEdited,
  passwordPoliciesLoaded,
  selectPasswordPolicies,
} from '../../reducers/accounts/accountsSlice';
import { selectCsrfToken } from '../../reducers/session/sessionSlice';
import type { Api } from '../../shared/api';
import { on, watch } from '../watch';

/** Spec §5/§9: the strength check runs 500 ms after the last keystroke. */
export const PASSWORD_DEBOUNCE_MS = 500;

export function* loadPolicies(api: Api) {
  if (yield* select(selectPasswordPolicies)) return;
  try {
    yield* put(passwordPoliciesLoaded(yield* call(api.accounts.passwordPolicies)));
  } catch {
    yield* put(passwordPoliciesLoaded(null)); // the 6–20 fallback applies
  }
}

export function* checkPassword(api: Api, action: ReturnType<typeof passwordEdited>) {
  const { password } = action.payload;
  if (!password) return;
  const token = yield* select(selectCsrfToken);
  try {
    const result = yield* call(api.accounts.checkPassword, action.payload, token);
    yield* put(passwordChecked({ password, result }));
  } catch {
    yield* put(passwordCheckFailed({ password }));
  }
}

/** The policies are fetched once, when the person starts typing a password. */
export function* accountsSaga(api: Api) {
  yield* debounce(PASSWORD_DEBOUNCE_MS, passwordEdited.type, checkPassword, api);
  yield* watch(on('leading', passwordEdited.type, loadPolicies, api));
}
