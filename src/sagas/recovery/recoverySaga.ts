import { call, put, select } from 'typed-redux-saga';
import { selectCsrfToken } from '../../reducers/session/sessionSlice';
import { recoveryActions as a } from '../../reducers/recovery/recoverySlice';
import type { Api } from '../../shared/api';
import { type Watcher, on, watch } from '../watch';

/** Resend the activation email once per click (takeLeading: double clicks send one request). */
export function* resendActivation(api: Api) {
  const csrf = yield* select(selectCsrfToken);
  try {
    const result = yield* call([api.recovery, api.recovery.resendActivation], csrf);
    yield* put(a.resendSucceeded({ email: result.email }));
  } catch {
    yield* put(a.resendFailed());
  }
}

export const recoveryWatchers = (api: Api): Watcher[] => [
  on('leading', a.resendRequested.type, resendActivation, api),
];

export function* recoverySaga(api: Api) {
  yield* watch(...recoveryWatchers(api));
}
