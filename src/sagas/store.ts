import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import type { Api } from '../shared/api';
import { rootReducer, type RootState } from '../reducers/rootReducer';
import { rootSaga } from './rootSaga';

/**
 * A fresh store and a fresh saga task (one per request on the server, one per page in the browser).
 * Lives in `sagas` rather than `reducers` because it starts the root saga, and reducers may not import sagas.
 */
export function makeStore({ preloadedState, api }: { preloadedState?: Partial<RootState>; api: Api }) {
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(saga),
    devTools: typeof window !== 'undefined' && process.env.NODE_ENV !== 'production',
  });
  const task: Task = saga.run(rootSaga, api);
  return { store, task };
}

/**
 * A server render's store: the same reducers, no saga middleware — the route's preload runs on
 * `runPreload` (preload.ts) with the same watchers.
 */
export function makeServerStore(preloadedState: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState,
    middleware: (getDefault) => getDefault({ thunk: false }),
    devTools: false,
  });
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
