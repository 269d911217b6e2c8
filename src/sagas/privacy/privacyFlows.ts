/** The privacy pages' loads, fetched with their first action (`privacySaga.ts` watches them). */
import { call, put, select } from 'typed-redux-saga';
import { selectConfig } from '../../reducers/config/configSlice';
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
