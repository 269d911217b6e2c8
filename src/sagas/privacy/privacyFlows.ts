/** The privacy pages' loads and the opt-out, fetched with their first action (`privacySaga.ts` watches them). */
import { call, put, select } from 'typed-redux-saga';
import { selectConfig } from '../../reducers/config/configSlice';
import { selectCsrfToken, selectViewer } from '../../reducers/session/sessionSlice';
import { privacyActions as a } from '../../reducers/privacy/privacySlice';
import type { Api } from '../../shared/api';
import type { doNotSellRequested } from '../../shared/privacy/actions';

// The pages' loads: a failed one leaves the page as it was (they are server-rendered pages whose
// data is the viewer's own, so there is nothing better to show).
export function* loadDoNotSell(api: Api, action: ReturnType<typeof doNotSellRequested>) {
  try {
    const { optout } = yield* call([api.privacy, api.privacy.getOptOut]);
    yield* put(a.doNotSellLoaded({ optout, justOptedOut: action.payload.done && optout }));
  } catch {
    return;
  }
}

export function* loadLanguages(api: Api) {
  try {
    yield* put(a.languagesLoaded(yield* call([api.privacy, api.privacy.getLanguages])));
  } catch {
    return;
  }
}

export function* loadOwnData(api: Api) {
  try {
    const { productName } = yield* select(selectConfig);
    yield* put(a.ownDataLoaded(yield* call([api.privacy, api.privacy.getOwnData], productName)));
  } catch {
    return;
  }
}

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
