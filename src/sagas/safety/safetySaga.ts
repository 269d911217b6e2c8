/**
 * Safety: the watchers. The settings lists load for the pages' preload (server and browser); the
 * mute and block flows wait for the user (browser only) and load with the first (`safetyFlows.ts`).
 */
import { call, put } from 'typed-redux-saga';
import type { Api } from '../../shared/api';
import { isApiError } from '../../shared/common/errors';
import * as a from '../../shared/safety/actions';
import { SAFETY_MESSAGES as M } from '../../shared/safety/messages';
import { type Watcher, lazy, on } from '../watch';

const flows = () => import(/* webpackChunkName: "saga-safety" */ './safetyFlows');
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

export const safetyWatchers = (api: Api): Watcher[] => [
  on('latest', a.mutedListRequested, loadMuted, api),
  on('latest', a.blockedListRequested, loadBlocked, api),
  on('every', a.muteRequested, lazy(flows, 'muteFlow'), api),
  on('every', a.unmuteRequested, lazy(flows, 'unmuteFlow'), api),
  on('every', a.blockRequested, lazy(flows, 'blockFlow'), api),
  on('every', a.unblockRequested, lazy(flows, 'unblockFlow'), api),
  on('leading', a.moderationSubmitted, lazy(flows, 'moderationFlow'), api),
];
