import { call, put, select } from 'typed-redux-saga';
import { privacyActions as a } from '../../reducers/privacy/privacySlice';
import { selectCsrfToken, selectViewer } from '../../reducers/session/sessionSlice';
import type { Api } from '../../shared/api';
import { doNotSellRequested, languagesRequested, ownDataRequested } from '../../shared/privacy/actions';
import { type Watcher, lazy, on, watch } from '../watch';

/**
 * Opting out: a signed-in user's choice goes to `PUT …/privacy-settings/ccpa/`, a visitor's to the
 * `ccpa-oo` cookie (set by the server, which also clears `usprivacy` in both cases).
 */
export function* submitOptOut(api: Api) {
  try {
    const viewer = yield* select(selectViewer);
    const csrf = yield* select(selectCsrfToken);
    if (viewer) yield* call([api.privacy, api.privacy.putCcpa], viewer.username, true, csrf);
    else yield* call([api.privacy, api.privacy.optOutVisitor], csrf);
    yield* put(a.optOutSucceeded());
  } catch {
    yield* put(a.optOutFailed());
  }
}

const flows = () => import(/* webpackChunkName: "saga-privacy" */ './privacyFlows');

export const privacyWatchers = (api: Api): Watcher[] => [
  on('leading', a.optOutSubmitted.type, submitOptOut, api),
  on('latest', doNotSellRequested.type, lazy(flows, 'loadDoNotSell'), api),
  on('latest', languagesRequested.type, lazy(flows, 'loadLanguages'), api),
  on('latest', ownDataRequested.type, lazy(flows, 'loadOwnData'), api),
];

export function* privacySaga(api: Api) {
  yield* watch(...privacyWatchers(api));
}
