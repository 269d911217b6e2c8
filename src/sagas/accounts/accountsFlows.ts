import { call, put, select } from 'typed-redux-saga';
import {
  passwordCheckFailed,
  passwordChecked,
  passwordEdited,
  passwordPoliciesLoaded,
  selectPasswordPolicies,
} from '../../reducers/accounts/accountsSlice';
import { selectCsrfToken } from '../../reducers/session/sessionSlice';
import type { Api } from '../../shared/api';

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
