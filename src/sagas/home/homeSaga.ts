/** Home: the watchers; the flows (and the home slice they read) load with their first action. */
import { all, call, debounce } from 'typed-redux-saga';
import type { homeNearBottom, homeRefreshRequested, promotedClicked } from '../../reducers/home/homeSlice';
import type { Api } from '../../shared/api';
import { homeRequested } from '../../shared/home/actions';
import { type Watcher, lazy, on, watch } from '../watch';

const flows = () => import(/* webpackChunkName: "saga-home" */ './homeFlows');

// The slice's own actions, by type: the slice loads with the home page, not with the watchers.
const REFRESH_REQUESTED: ReturnType<typeof homeRefreshRequested>['type'] = 'home/homeRefreshRequested';
const PROMOTED_CLICKED: ReturnType<typeof promotedClicked>['type'] = 'home/promotedClicked';
const NEAR_BOTTOM: ReturnType<typeof homeNearBottom>['type'] = 'home/homeNearBottom';

export const homeWatchers = (api: Api): Watcher[] => [
  on('latest', homeRequested.type, lazy(flows, 'loadHome'), api),
  on('latest', REFRESH_REQUESTED, lazy(flows, 'fetchHome'), api),
  on('every', PROMOTED_CLICKED, lazy(flows, 'trackClicks'), api),
];

export const homeDebounced = (api: Api) => [debounce(300, NEAR_BOTTOM, lazy(flows, 'showMore'), api)];

export function* homeSaga(api: Api) {
  yield* all([...homeDebounced(api), call(watch, ...homeWatchers(api))]);
}
