/** Social sign-up: the watchers; the flows load with their first action (`socialFlows.ts`). */
import type { Api } from '../../shared/api';
import { socialCompletionRequested } from '../../shared/social/actions';
import { type Watcher, lazy, on, watch } from '../watch';

const flows = () => import(/* webpackChunkName: "saga-social" */ './socialFlows');

export const socialWatchers = (api: Api): Watcher[] => [
  on('latest', socialCompletionRequested.type, lazy(flows, 'loadCompletion'), api),
];

export function* socialSaga(api: Api) {
  yield* watch(...socialWatchers(api));
}
