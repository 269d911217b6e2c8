/** The profile page: the watchers; the flows load with their first action (`profileFlows.ts`). */
import { followToggled } from '../../reducers/profile/profileSlice';
import type { Api } from '../../shared/api';
import { profileRequested } from '../../shared/profile/actions';
import { type Watcher, lazy, on, watch } from '../watch';

const flows = () => import(/* webpackChunkName: "saga-profile" */ './profileFlows');

export const profileWatchers = (api: Api): Watcher[] => [
  on('latest', profileRequested, lazy(flows, 'loadProfile'), api),
  on('leading', followToggled, lazy(flows, 'toggleFollow'), api),
];

export function* profileSaga(api: Api) {
  yield* watch(...profileWatchers(api));
}
