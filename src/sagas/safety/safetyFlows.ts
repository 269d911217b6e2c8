/**
 * The mute and block flows (accounts-safety-messaging §4, §8), loaded with the first of them: the
 * confirmation modal, the call, the success toast and `…Succeeded` (other features listen: the
 * inbox updates its threads), or the failure toast. Mute: code 467 shows the server's message;
 * unmute: the server's message when it gives one; unblock: always its own text. Blocking a muted
 * account shows the blocked toast; unblocking it leaves it muted (the server keeps the mute).
 * Also the restricted profile's staff actions (close account, time-out) through `api.moderation`.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { race, take } from 'redux-saga/effects';
import { call, put, select } from 'typed-redux-saga';
import { selectCsrfToken } from '../../reducers/session/sessionSlice';
import { selectModeration } from '../../reducers/safety/safetySlice';
import type { Api } from '../../shared/api';
import { isApiError } from '../../shared/common/errors';
import { moderationMessages } from '../../shared/moderation/messages';
import { SAFETY_REFUSED_CODE } from '../../shared/safety/api';
import * as a from '../../shared/safety/actions';
import { SAFETY_MESSAGES as M } from '../../shared/safety/messages';

type Target = a.SafetyTarget;
const nameOf = (t: Target): string => t.name || t.username;
/** A 4xx the server explained (its message is for the user); never a 5xx or a network failure. */
const serverMessage = (err: unknown): string | null =>
  isApiError(err) && err.status >= 400 && err.status < 500 && err.message ? err.message : null;

/** Opens the confirmation modal and waits: true when the user confirms. */
export function* confirmed(kind: a.SafetyKind, target: Target) {
  yield* put(a.confirmOpened({ kind, target }));
  const answer = (yield race({ yes: take(a.confirmAccepted), no: take(a.confirmDismissed) })) as {
    yes?: unknown;
  };
  return answer.yes !== undefined;
}

interface Step {
  kind: a.SafetyKind;
  call: (api: Api, username: string, csrf: string | null) => Promise<unknown>;
  succeeded: (t: Target) => PayloadAction<Target>;
  toast: (name: string) => string;
  failure: (err: unknown) => string;
}

const STEPS: Record<a.SafetyKind, Step> = {
  mute: {
    kind: 'mute',
    call: (api, u, csrf) => api.safety.mute(u, csrf),
    succeeded: a.muteSucceeded,
    toast: M.muted,
    failure: (err) => (isApiError(err) && err.code === SAFETY_REFUSED_CODE ? err.message : M.muteFailed),
  },
  unmute: {
    kind: 'unmute',
    call: (api, u, csrf) => api.safety.unmute(u, csrf),
    succeeded: a.unmuteSucceeded,
    toast: M.unmuted,
    failure: (err) => serverMessage(err) ?? M.unmuteFailed,
  },
  block: {
    kind: 'block',
    call: (api, u, csrf) => api.safety.block(u, csrf),
    succeeded: a.blockSucceeded,
    toast: M.blocked,
    failure: (err) => (isApiError(err) && err.code === SAFETY_REFUSED_CODE ? err.message : M.blockFailed),
  },
  unblock: {
    kind: 'unblock',
    call: (api, u, csrf) => api.safety.unblock(u, csrf),
    succeeded: a.unblockSucceeded,
    toast: M.unblocked,
    failure: () => M.unblockFailed,
  },
};

function* run(api: Api, step: Step, target: Target) {
  if (!(yield* call(confirmed, step.kind, target))) return;
  const csrf = yield* select(selectCsrfToken);
  try {
    yield* call(step.call, api, target.username, csrf);
  } catch (err) {
    yield* put(a.safetyFailed({ ...target, message: step.failure(err) }));
    return;
  }
  yield* put(step.succeeded(target));
  yield* put(a.toastShown(step.toast(nameOf(target))));
}

export function* muteFlow(api: Api, action: PayloadAction<Target>) {
  yield* run(api, STEPS.mute, action.payload);
}
export function* unmuteFlow(api: Api, action: PayloadAction<Target>) {
  yield* run(api, STEPS.unmute, action.payload);
}
export function* blockFlow(api: Api, action: PayloadAction<Target>) {
  yield* run(api, STEPS.block, action.payload);
}
export function* unblockFlow(api: Api, action: PayloadAction<Target>) {
  yield* run(api, STEPS.unblock, action.payload);
}

/** Close account or time-out, as the open moderation modal says. */
export function* moderationFlow(api: Api, action: ReturnType<typeof a.moderationSubmitted>) {
  const open = yield* select(selectModeration);
  if (!open) return;
  const csrf = yield* select(selectCsrfToken);
  const body = { reason: action.payload.reason };
  try {
    if (open.kind === 'close') {
      yield* call([api.moderation, api.moderation.close], open.username, body, csrf);
      yield* put(a.moderationDone({ ...open, message: moderationMessages.closed(open.username) }));
    } else {
      const done = yield* call([api.moderation, api.moderation.timeout], open.username, body, csrf);
      const until = done.timeoutUntil ? new Date(done.timeoutUntil) : new Date();
      yield* put(
        a.moderationDone({ ...open, message: moderationMessages.timedOutDone(open.username, until) }),
      );
    }
  } catch (err) {
    yield* put(a.moderationFailed(serverMessage(err) ?? M.listFailed));
  }
}
