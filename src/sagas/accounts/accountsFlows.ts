import { call, put, select } from 'typed-redux-saga';
import {
  passwordCheckFailed,
  passwordChecked,
  passwordEdited,
  passwordPoliciesLoaded,
  selectPasswordPolicies,
} from '../../reducers/accounts/accountsSlice';
import { csrfTokenIssued, selectCsrfToken } from '../../reducers/session/sessionSlice';
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

/**
 * A visitor's page may be served without a CSRF token (it stays cacheable): the email forms get
 * one when they open (`GET /v5/csrf-token`, stateless, no session is stored). Kept when present.
 */
export function* issueCsrfToken(api: Api) {
  if (yield* select(selectCsrfToken)) return;
  try {
    const { csrfToken } = yield* call(api.accounts.csrfToken);
    yield* put(csrfTokenIssued(csrfToken));
  } catch {
    // Offline: the post is refused with "reload the page", as a form kept open too long is.
  }
}
