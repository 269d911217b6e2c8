import { put, select } from 'typed-redux-saga';
import { preloadFor } from '../../shared/routes';
import { locationChanged } from '../../reducers/router/routerSlice';
import { selectViewer } from '../../reducers/session/sessionSlice';
import { type Watcher, on, watch } from '../watch';

/** Client-side navigation runs the same preload actions the server ran for that address. */
export function* preloadLocation(action: ReturnType<typeof locationChanged>) {
  const viewer = yield* select(selectViewer);
  for (const a of preloadFor(action.payload.path, action.payload.search, viewer)) yield* put(a);
}

export const routerWatchers = (): Watcher[] => [on('latest', locationChanged.type, preloadLocation)];

export function* routerSaga() {
  yield* watch(...routerWatchers());
}
