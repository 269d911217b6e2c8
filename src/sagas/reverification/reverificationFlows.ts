import { call, put, select } from 'typed-redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  reverificationActions as a,
  selectReverification,
} from '../../reducers/reverification/reverificationSlice';
import { selectCsrfToken, selectViewer } from '../../reducers/session/sessionSlice';
import type { Api } from '../../shared/api';
import { socialMessages as m } from '../../shared/social/messages';
import {
  readReminderCookies,
  shouldShowReverify,
  skipCookies,
  type CookieWriter,
} from '../../shared/reverification/rules';

/** Asks the server for the status; opens the modal when the rules say so. A failure shows nothing. */
export function* checkReverification(api: Api, action: PayloadAction<{ cookie: string }>) {
  if (!(yield* select(selectViewer))) return;
  try {
    const me = yield* call([api.reverification, api.reverification.status]);
    const status = me.email_reverification_status;
    const cookies = readReminderCookies(action.payload.cookie);
    if (!status || !shouldShowReverify(status, me.verified_email, cookies)) return;
    yield* put(a.shown({ email: me.email ?? null, daysBetweenReminders: status.days_between_reminders }));
  } catch {
    // No modal is better than a broken one.
  }
}

export function* confirmEmail(api: Api) {
  const viewer = yield* select(selectViewer);
  const csrf = yield* select(selectCsrfToken);
  if (!viewer) return;
  try {
    yield* call([api.reverification, api.reverification.confirm], viewer.username, csrf);
    yield* put(a.confirmed({ toast: m.emailConfirmed }));
  } catch (err) {
    yield* put(
      a.confirmFailed({ message: (err as Error).message || 'Something went wrong. Please try again' }),
    );
  }
}

export function* skipReminder(writeCookies: CookieWriter, action: PayloadAction<{ cookie: string }>) {
  const days = (yield* select(selectReverification)).daysBetweenReminders;
  yield* call(writeCookies, skipCookies(readReminderCookies(action.payload.cookie), days));
  yield* put(a.skipped({ toast: m.reminderToast(days) }));
}
