/** The dev outbox: the watcher; the load (and the outbox slice) come with its first request. */
import type { Api } from '../../shared/api';
import { outboxRequested } from '../../shared/outbox/actions';
import { type Watcher, lazy, on, watch } from '../watch';

const flows = () => import(/* webpackChunkName: "saga-outbox" */ './outboxFlows');

export const outboxWatchers = (api: Api): Watcher[] => [
  on('latest', outboxRequested.type, lazy(flows, 'loadOutbox'), api),
];

export function* outboxSaga(api: Api) {
  yield* watch(...outboxWatchers(api));
}
