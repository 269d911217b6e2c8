import type { ForkEffect } from 'redux-saga/effects';
import type { SagaGenerator } from 'typed-redux-saga';
import type { Api } from '../shared/api';
import type { Watcher } from './watch';

/**
 * What a feature's saga manifest (`src/sagas/<f>/index.ts`) gives the root saga: its watchers
 * (redux-saga runs them in the browser, `runPreload` on the server), effects that run beside them
 * in the browser (debounced flows), and a saga every store runs once as it starts.
 */
export interface FeatureSagas {
  watchers?(api: Api): Watcher[];
  background?(api: Api): SagaGenerator<never, ForkEffect<never>>[];
  startup?(api: Api): Iterator<unknown, unknown, unknown>;
}
