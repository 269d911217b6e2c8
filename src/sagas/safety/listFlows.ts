/** The settings page's muted and blocked lists, fetched with the first request for either. */
import { call, put } from 'typed-redux-saga';
import type { Api } from '../../shared/api';
import { isApiError } from '../../shared/common/errors';
import * as a from '../../shared/safety/actions';
import { SAFETY_MESSAGES as M } from '../../shared/safety/messages';

const failure = (err: unknown): string =>
  isApiError(err) && err.status >= 400 && err.status < 500 && err.message ? err.message : M.listFailed;

export function* loadMuted(api: Api) {
  try {
    const users = yield* call([api.safety, api.safety.muted]);
    yield* put(a.mutedListLoaded(users.map((u) => ({ username: u.username ?? u.name, avatar: u.avatar }))));
  } catch (err) {
    yield* put(a.listFailed({ list: 'muted', message: failure(err) }));
  }
}

export function* loadBlocked(api: Api, action: ReturnType<typeof a.blockedListRequested>) {
  try {
    const page = yield* call([api.safety, api.safety.blocked], action.payload.me);
    yield* put(a.blockedListLoaded(page.users));
  } catch (err) {
    yield* put(a.listFailed({ list: 'blocked', message: failure(err) }));
  }
}
