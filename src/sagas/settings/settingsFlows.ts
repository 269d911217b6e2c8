import { call, put, select } from 'typed-redux-saga';
import { selectCsrfToken, selectViewer } from '../../reducers/session/sessionSlice';
import { selectSettings, settingsActions as a } from '../../reducers/settings/settingsSlice';
import { ApiError, type Api } from '../../shared/api';
import { WRONG_PASSWORD_CODE } from '../../shared/settings/api';

const messageOf = (e: unknown): string => (e instanceof ApiError && e.message ? e.message : '');

/** The previous no-JavaScript post's outcome, shown once (only a server render finds one). */
function* loadFlash(api: Api) {
  try {
    const flash = yield* call([api.settings, api.settings.flash]);
    if (flash) yield* put(a.flashLoaded(flash));
  } catch {
    return;
  }
}

/** Loads the viewer's settings once (hydration finds them already loaded by the server). */
export function* loadSettings(api: Api) {
  const { status, account } = yield* select(selectSettings);
  const viewer = yield* select(selectViewer);
  if (!viewer) return;
  yield* loadFlash(api);
  if (status === 'succeeded' && account?.id === viewer.id) return;
  try {
    yield* put(a.accountLoaded(yield* call([api.settings, api.settings.account], viewer.username)));
  } catch {
    yield* put(a.loadFailed());
  }
}

/** The change-email field's blur check: pending → check, or warning with the server's message. */
export function* checkEmail(api: Api, action: ReturnType<typeof a.emailBlurred>) {
  const { email } = action.payload;
  try {
    yield* call([api.settings, api.settings.validateEmail], email);
    yield* put(a.emailChecked({ email, message: null }));
  } catch (e) {
    yield* put(a.emailChecked({ email, message: messageOf(e) }));
  }
}

/** A refusal the server tied to a field stays in the dialog; anything else closes it with the toast. */
function* refuse(e: unknown, fallbackField: string) {
  if (e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 401) {
    const fields = e.fieldErrors && Object.keys(e.fieldErrors).length > 0 ? e.fieldErrors : null;
    yield* put(a.changeRefused(fields ?? { [fallbackField]: e.message }));
  } else {
    yield* put(a.changeFailed(messageOf(e)));
  }
}

export function* changeEmail(api: Api, action: ReturnType<typeof a.emailChangeSubmitted>) {
  const csrf = yield* select(selectCsrfToken);
  try {
    const done = yield* call([api.settings, api.settings.updateEmail], action.payload, csrf);
    yield* put(a.emailChangeSucceeded({ email: done.email }));
  } catch (e) {
    yield* refuse(e, 'email');
  }
}

export function* changeUsername(api: Api, action: ReturnType<typeof a.usernameChangeSubmitted>) {
  const csrf = yield* select(selectCsrfToken);
  try {
    yield* call([api.settings, api.settings.updateUsername], action.payload, csrf);
    yield* put(a.redirectRequested('changed'));
  } catch (e) {
    // Spec §8: a username change failure shows the toast.
    if (e instanceof ApiError && e.fieldErrors) yield* refuse(e, 'username');
    else yield* put(a.changeFailed(messageOf(e)));
  }
}

/**
 * Spec §8: code 467 shows the server's message under the current-password field; a refused new
 * password stays in the dialog under its field; other failures close the dialog with the toast.
 */
export function* changePassword(api: Api, action: ReturnType<typeof a.passwordChangeSubmitted>) {
  const csrf = yield* select(selectCsrfToken);
  try {
    yield* call([api.settings, api.settings.updatePassword], action.payload, csrf);
    yield* put(a.redirectRequested('passwordChanged'));
  } catch (e) {
    if (e instanceof ApiError && e.code === WRONG_PASSWORD_CODE) {
      yield* put(a.changeRefused({ old_password: e.message }));
    } else if (e instanceof ApiError && e.fieldErrors?.new_password) {
      yield* put(a.changeRefused({ new_password: e.fieldErrors.new_password }));
    } else {
      yield* put(a.changeFailed(messageOf(e)));
    }
  }
}

export function* saveNotifications(api: Api, action: ReturnType<typeof a.notificationsSubmitted>) {
  const csrf = yield* select(selectCsrfToken);
  const viewer = yield* select(selectViewer);
  try {
    const saved = yield* call(
      [api.settings, api.settings.saveNotifications],
      viewer?.username ?? '',
      action.payload,
      csrf,
    );
    yield* put(a.notificationsSaved(saved));
  } catch (e) {
    yield* put(a.notificationsFailed(messageOf(e)));
  }
}
