/** The sessions section: load the viewer's sessions; end one (this one: signed out). */
import { call, put, select } from 'typed-redux-saga';
import {
  selectSessions,
  sessionEnded,
  sessionEndFailed,
  sessionsFailed,
  sessionsLoaded,
} from '../../reducers/sessions/sessionsSlice';
import { selectCsrfToken, selectViewer } from '../../reducers/session/sessionSlice';
import { isApiError, type Api } from '../../shared/api';
import type { sessionEndRequested } from '../../shared/sessions/actions';
import { sessionsMessages as m } from '../../shared/sessions/messages';

export function* loadSessions(api: Api) {
  const viewer = yield* select(selectViewer);
  const { status } = yield* select(selectSessions);
  if (!viewer || status === 'received') return;
  try {
    yield* put(sessionsLoaded(yield* call([api.sessions, api.sessions.list])));
  } catch {
    yield* put(sessionsFailed(m.failed));
  }
}

export function* endSession(api: Api, action: ReturnType<typeof sessionEndRequested>) {
  const csrfToken = (yield* select(selectCsrfToken)) ?? '';
  const { id } = action.payload;
  try {
    const { current } = yield* call([api.sessions, api.sessions.end], id, csrfToken);
    yield* put(sessionEnded({ id, current, notice: m.ended }));
  } catch (err) {
    if (isApiError(err) && err.status === 404)
      yield* put(sessionEnded({ id, current: false, notice: m.notFound }));
    else yield* put(sessionEndFailed(m.failed));
  }
}
