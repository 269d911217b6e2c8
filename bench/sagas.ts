/**
 * The browser's saga start-up: every page load creates one store and starts the root saga. Its
 * watchers run in ONE `watch` task (src/sagas/watch.ts); the alternative is redux-saga's own helpers
 * (`takeEvery` / `takeLatest` / `takeLeading`), a forked task per watcher. Both are timed here, in
 * this process, on the app's real reducer and watchers: the figure that decides whether `watch`
 * is still worth keeping (docs/architecture.md, "Sagas").
 */
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { all, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { rootReducer } from '../src/reducers/rootReducer';
import { rootWatchers } from '../src/sagas/rootSaga';
import { watch, type Watcher } from '../src/sagas/watch';
import { fakeApi } from '../src/shared/test/fakeApi';

const HELPERS = { every: takeEvery, latest: takeLatest, leading: takeLeading } as const;

function* viaHelpers(watchers: Watcher[]) {
  yield all(watchers.map((w) => HELPERS[w.mode](w.type, w.run)));
}
function* viaWatch(watchers: Watcher[]) {
  yield* watch(...watchers);
}

/** Microseconds to create a store and start its watchers, then dispatch `actions` unwatched actions. */
function time(saga: Saga<[Watcher[]]>, stores: number, actions: number): number {
  const started = process.hrtime.bigint();
  for (let i = 0; i < stores; i++) {
    const middleware = createSagaMiddleware();
    const store = configureStore({
      reducer: rootReducer,
      middleware: (defaults) =>
        defaults({ thunk: false, serializableCheck: false, immutableCheck: false }).concat(middleware),
    });
    const task = middleware.run(saga, rootWatchers(fakeApi()));
    for (let j = 0; j < actions; j++) store.dispatch({ type: 'bench/unwatched', payload: j });
    task.cancel();
  }
  return Number(process.hrtime.bigint() - started) / 1e3;
}

export interface SagaStartTiming {
  watchers: number;
  /** µs to create a store and start its watchers, median of rounds. */
  watchStartUs: number;
  helpersStartUs: number;
  /** µs per dispatched action the watchers do not take. */
  watchDispatchUs: number;
  helpersDispatchUs: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export function sagaStartTiming(rounds = 5, stores = 200, actions = 1000): SagaStartTiming {
  const m = { ws: [] as number[], hs: [] as number[], wd: [] as number[], hd: [] as number[] };
  time(viaWatch, 20, 100); // warm-up: both paths compiled before anything is counted
  time(viaHelpers, 20, 100);
  for (let r = 0; r < rounds; r++) {
    m.ws.push(time(viaWatch, stores, 0) / stores);
    m.hs.push(time(viaHelpers, stores, 0) / stores);
    m.wd.push((time(viaWatch, 20, actions) - time(viaWatch, 20, 0)) / (20 * actions));
    m.hd.push((time(viaHelpers, 20, actions) - time(viaHelpers, 20, 0)) / (20 * actions));
  }
  const round = (n: number) => Number(n.toFixed(1));
  return {
    watchers: rootWatchers(fakeApi()).length,
    watchStartUs: round(median(m.ws)),
    helpersStartUs: round(median(m.hs)),
    watchDispatchUs: round(median(m.wd)),
    helpersDispatchUs: round(median(m.hd)),
  };
}
