import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { Api } from '../shared/api';
import { browserReducer, keepUninjected, type BrowserReducer } from '../reducers/browserReducer';
import type { RootState } from '../reducers/rootReducer';
import { rootSaga } from './rootSaga';

/**
 * The browser's store (`src/client/entry.tsx`): as `makeStore`, but its root reducer holds only the
 * shell's slices until pages inject theirs (`injectSlices`), so the first load carries no page's
 * slice; the server's state keeps every key meanwhile (`keepUninjected`).
 */
export function makeBrowserStore({ preloadedState, api }: { preloadedState: RootState; api: Api }) {
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: keepUninjected(browserReducer as unknown as BrowserReducer),
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(saga),
    devTools: process.env.NODE_ENV !== 'production',
  });
  saga.run(rootSaga, api);
  return store;
}
