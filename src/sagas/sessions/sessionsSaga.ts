/** Sessions: the watchers; the flows load with their first action (`sessionsFlows.ts`). */
import { call } from 'typed-redux-saga';
import type { Api } from '../../shared/api';
import { sessionEndRequested, sessionsRequested } from '../../shared/sessions/actions';
import { type Watcher, lazy, on, watch } from '../watch';

const flows = () => import(/* webpackChunkName: "saga-sessions" */ './sessionsFlows');

export const sessionsWatchers = (api: Api): Watcher[] => [
  on('latest', sessionsRequested.type, lazy(flows, 'loadSessions'), api),
  on('every', sessionEndRequested.type, lazy(flows, 'endSession'), api),
];

export function* sessionsSaga(api: Api) {
  yield* call(watch, ...sessionsWatchers(api));
}
