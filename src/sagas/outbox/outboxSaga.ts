import { call, put } from 'typed-redux-saga';
import { outboxActions as a } from '../../reducers/outbox/outboxSlice';
import { ApiError, type Api } from '../../shared/api';
import { outboxRequested } from '../../shared/outbox/actions';
import { type Watcher, on, watch } from '../watch';

const asError = (e: unknown) =>
  e instanceof ApiError
    ? { status: e.status, code: e.code, message: e.message }
    : { status: 500, code: 1000, message: 'Something went wrong.' };

export function* loadOutbox(api: Api, action: ReturnType<typeof outboxRequested>) {
  try {
    const { id } = action.payload;
    if (id) yield* put(a.messageLoaded(yield* call([api.outbox, api.outbox.get], id)));
    else yield* put(a.listLoaded(yield* call([api.outbox, api.outbox.list])));
  } catch (e) {
    yield* put(a.loadFailed(asError(e)));
  }
}

export const outboxWatchers = (api: Api): Watcher[] => [on('latest', outboxRequested.type, loadOutbox, api)];

export function* outboxSaga(api: Api) {
  yield* watch(...outboxWatchers(api));
}
