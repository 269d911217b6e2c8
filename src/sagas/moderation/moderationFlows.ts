/** The staff tickets' flows, fetched with the first ticket action (`moderationSaga.ts` has the watchers). */
import { call, put, select } from 'typed-redux-saga';
import { moderationActions as a } from '../../reducers/moderation/moderationSlice';
import { selectCsrfToken } from '../../reducers/session/sessionSlice';
import { ApiError, type Api } from '../../shared/api';
import type {
  ticketActionSubmitted,
  ticketRequested,
  ticketResolveSubmitted,
  ticketsRequested,
} from '../../shared/moderation/actions';

const asError = (e: unknown) =>
  e instanceof ApiError
    ? { status: e.status, code: e.code, message: e.message }
    : { status: 500, code: 1000, message: 'Something went wrong. Please try again.' };

export function* loadTickets(api: Api, action: ReturnType<typeof ticketsRequested>) {
  try {
    yield* put(a.ticketsLoaded(yield* call([api.moderation, api.moderation.tickets], action.payload)));
  } catch (e) {
    yield* put(a.ticketsFailed(asError(e)));
  }
}

export function* loadTicket(api: Api, action: ReturnType<typeof ticketRequested>) {
  try {
    yield* put(a.ticketLoaded(yield* call([api.moderation, api.moderation.ticket], action.payload.id)));
  } catch (e) {
    yield* put(a.ticketFailed(asError(e)));
  }
}

export function* resolveTicket(api: Api, action: ReturnType<typeof ticketResolveSubmitted>) {
  const csrf = yield* select(selectCsrfToken);
  try {
    const ticket = yield* call([api.moderation, api.moderation.resolve], action.payload.id, csrf);
    yield* put(a.actionDone({ ticket, done: 'resolve' }));
  } catch (e) {
    yield* put(a.actionFailed(asError(e).message));
  }
}

export function* actOnTicket(api: Api, action: ReturnType<typeof ticketActionSubmitted>) {
  const csrf = yield* select(selectCsrfToken);
  const { id, ...body } = action.payload;
  try {
    const ticket = yield* call([api.moderation, api.moderation.act], id, body, csrf);
    yield* put(a.actionDone({ ticket, done: body.action }));
  } catch (e) {
    yield* put(a.actionFailed(asError(e).message));
  }
}
