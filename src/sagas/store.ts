import { configureStore, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import type { Api } from '../shared/api';
import { rootReducer, type RootState } from '../reducers/rootReducer';
import { rootSaga } from './rootSaga';

/**
 * A fresh store, every slice mounted, and a fresh saga task (the tests'; the browser's is
 * `makeBrowserStore`, whose page slices come with their pages). Lives in `sagas` rather than
 * `reducers` because it starts the root saga, and reducers may not import sagas.
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
 * A server render's store: every slice (the server renders every page), no saga middleware — the route's preload runs on
 * `runPreload` (preload.ts) with the same watchers.
 */
export function makeServerStore(preloadedState: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sealPayloads),
    devTools: false,
  });
}

/**
 * Server stores only: an action's payload object, and each object directly in it, is frozen
 * (shallowly) before the reducers see it. With auto-freeze off (render.tsx), Immer walks every
 * unfrozen object a reducer puts into a draft, all the way down, looking for drafts inside it; a
 * frozen one it skips. A payload is what an API call returned, never a draft, so the walk found
 * nothing, and cost a signed-in story page (its parts) ~0.4 ms a render. Nothing on the server
 * mutates a payload after dispatching it; the browser and the client tests keep Immer's deep
 * freeze, which is stricter.
 */
const sealPayloads: Middleware = () => (next) => (action) => {
  const payload = (action as { payload?: unknown }).payload;
  if (typeof payload === 'object' && payload !== null && !Object.isFrozen(payload)) {
    Object.freeze(payload);
    for (const value of Object.values(payload)) {
      if (typeof value === 'object' && value !== null) Object.freeze(value);
    }
  }
  return next(action);
};

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
