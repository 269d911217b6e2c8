import { call, put, select } from 'typed-redux-saga';
import { selectCsrfToken } from '../../reducers/session/sessionSlice';
import { verifyEmailActions as a } from '../../reducers/verifyEmail/verifyEmailSlice';
import type { Api } from '../../shared/api';
import { type Watcher, on, watch } from '../watch';

/** Resend the activation email once per click (takeLeading: double clicks send one request). */
export function* resendActivation(api: Api) {
  const csrf = yield* select(selectCsrfToken);
  try {
    const result = yield* call([api.verification, api.verification.resendActivation], csrf);
    yield* put(a.resendSucceeded({ email: result.email }));
  } catch {
    yield* put(a.resendFailed());
  }
}

export const verifyEmailWatchers = (api: Api): Watcher[] => [
  on('leading', a.resendRequested.type, resendActivation, api),
];

export function* verifyEmailSaga(api: Api) {
  yield* watch(...verifyEmailWatchers(api));
}
