/** The dev outbox page's load, fetched with its first request (`outboxSaga.ts` watches it). */
import { call, put } from 'typed-redux-saga';
import { outboxActions as a } from '../../reducers/outbox/outboxSlice';
import { ApiError, type Api } from '../../shared/api';
import type { outboxRequested } from '../../shared/outbox/actions';

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
