/** The profile page: the watchers; the flows load with their first action (`profileFlows.ts`). */
import type { followToggled } from '../../reducers/profile/profileSlice';
import type { Api } from '../../shared/api';
import { profileRequested } from '../../shared/profile/actions';
import { type Watcher, lazy, on, watch } from '../watch';

const flows = () => import(/* webpackChunkName: "saga-profile" */ './profileFlows');

// The slice's own action, by type: the slice loads with the profile page, not with the watchers.
const FOLLOW_TOGGLED: ReturnType<typeof followToggled>['type'] = 'profile/followToggled';

export const profileWatchers = (api: Api): Watcher[] => [
  on('latest', profileRequested, lazy(flows, 'loadProfile'), api),
  on('leading', FOLLOW_TOGGLED, lazy(flows, 'toggleFollow'), api),
];

export function* profileSaga(api: Api) {
  yield* watch(...profileWatchers(api));
}
