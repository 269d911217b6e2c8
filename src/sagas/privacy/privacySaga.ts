/** Privacy: the watchers; the flows (and the privacy slice) load with their first action. */
import type { privacyActions } from '../../reducers/privacy/privacySlice';
import type { Api } from '../../shared/api';
import { doNotSellRequested, languagesRequested, ownDataRequested } from '../../shared/privacy/actions';
import { type Watcher, lazy, on, watch } from '../watch';

const flows = () => import(/* webpackChunkName: "saga-privacy" */ './privacyFlows');

// The slice's own action, by type: the slice loads with the privacy pages, not with the watchers.
const OPT_OUT_SUBMITTED: ReturnType<typeof privacyActions.optOutSubmitted>['type'] =
  'privacy/optOutSubmitted';

export const privacyWatchers = (api: Api): Watcher[] => [
  on('leading', OPT_OUT_SUBMITTED, lazy(flows, 'submitOptOut'), api),
  on('latest', doNotSellRequested.type, lazy(flows, 'loadDoNotSell'), api),
  on('latest', languagesRequested.type, lazy(flows, 'loadLanguages'), api),
  on('latest', ownDataRequested.type, lazy(flows, 'loadOwnData'), api),
];

export function* privacySaga(api: Api) {
  yield* watch(...privacyWatchers(api));
}
