import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountSettings, NotificationSettings, SettingsFlash } from '../../shared/settings/api';
import { formFailed } from '../../shared/common/forms';
import {
  emailBlurred,
  emailChangeSubmitted,
  notificationsSubmitted,
  passwordChangeSubmitted,
  settingsRequested,
  usernameChangeSubmitted,
} from '../../shared/settings/actions';

/** Which dialog of the account section is open ('emailSent': the change-email flow's last view). */
export type SettingsModal = 'none' | 'email' | 'username' | 'password' | 'emailSent';
export type SettingsFormName =
  'email' | 'username' | 'password' | 'birthdate' | 'notifications' | 'verification';

/** A form posted without JavaScript that the server answered with errors (rendered again with them). */
export interface SettingsFormState {
  name: SettingsFormName;
  /** What the person typed (never a password). */
  values: Record<string, string>;
  fieldErrors: Record<string, string>;
  message: string | null;
  status: number;
}

/** The change-email field's blur check (spec §4): pending, then check (usable) or warning (message). */
export interface EmailCheck {
  email: string;
  state: 'idle' | 'pending' | 'check' | 'warning';
  message: string | null;
}

export interface SettingsState {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  account: AccountSettings | null;
  modal: SettingsModal;
  submitting: boolean;
  /** Server messages of the open dialog, by field. */
  fieldErrors: Record<string, string>;
  emailCheck: EmailCheck;
  /** The address the verification mail went to (the email-sent view). */
  sentTo: string | null;
  /** The failure toast is showing: the server's message ('' when there is none) follows the spec's text. */
  toast: string | null;
  /** A finished change: the page goes to /login?nexturl=/settings (after a password change with the notice). */
  redirectTo: 'changed' | 'passwordChanged' | null;
  form: SettingsFormState | null;
  /** What the server did on the previous (no-JavaScript) post, shown once. */
  flash: SettingsFlash | null;
  notifications: 'idle' | 'saving' | 'saved' | 'failed';
}

export const settingsInitialState: SettingsState = {
  status: 'idle',
  account: null,
  modal: 'none',
  submitting: false,
  fieldErrors: {},
  emailCheck: { email: '', state: 'idle', message: null },
  sentTo: null,
  toast: null,
  redirectTo: null,
  form: null,
  flash: null,
  notifications: 'idle',
};

const settingsSlice = createSlice({
  name: 'settings',
  initialState: settingsInitialState,
  reducers: {
    accountLoaded(state, action: PayloadAction<AccountSettings>) {
      state.status = 'succeeded';
      state.account = action.payload;
    },
    loadFailed(state) {
      state.status = 'failed';
    },
    flashLoaded(state, action: PayloadAction<SettingsFlash>) {
      state.flash = action.payload;
    },
    modalOpened(state, action: PayloadAction<Exclude<SettingsModal, 'none' | 'emailSent'>>) {
      state.modal = action.payload;
      state.fieldErrors = {};
      state.emailCheck = settingsInitialState.emailCheck;
      state.submitting = false;
    },
    modalClosed(state) {
      state.modal = 'none';
      state.fieldErrors = {};
      state.submitting = false;
    },
    /** `message`: null when the address can be used, else the server's message ('' when it gave none). */
    emailChecked(state, action: PayloadAction<{ email: string; message: string | null }>) {
      if (action.payload.email !== state.emailCheck.email) return; // an answer for an older value
      const { message } = action.payload;
      state.emailCheck = {
        email: action.payload.email,
        state: message === null ? 'check' : 'warning',
        message,
      };
    },
    emailChangeSucceeded(state, action: PayloadAction<{ email: string }>) {
      state.submitting = false;
      state.modal = 'emailSent';
      state.sentTo = action.payload.email;
      if (state.account) {
        state.account.email = action.payload.email;
        state.account.verified_email = false;
      }
    },
    /** A refusal shown in the dialog, under its field. */
    changeRefused(state, action: PayloadAction<Record<string, string>>) {
      state.submitting = false;
      state.fieldErrors = action.payload;
    },
    /** Any other failure: the dialog closes and the toast shows (spec §8); the payload is the server's message. */
    changeFailed(state, action: PayloadAction<string>) {
      state.submitting = false;
      state.modal = 'none';
      state.toast = action.payload;
    },
    redirectRequested(state, action: PayloadAction<'changed' | 'passwordChanged'>) {
      state.submitting = false;
      state.redirectTo = action.payload;
    },
    toastDismissed(state) {
      state.toast = null;
    },
    notificationsSaved(state, action: PayloadAction<NotificationSettings>) {
      state.notifications = 'saved';
      if (state.account) state.account.notificationSettings = action.payload;
    },
    notificationsFailed(state, action: PayloadAction<string>) {
      state.notifications = 'failed';
      state.toast = action.payload;
    },
  },
  extraReducers: (b) =>
    b
      .addCase(emailBlurred, (state, action) => {
        state.emailCheck = { email: action.payload.email, state: 'pending', message: null };
      })
      .addCase(emailChangeSubmitted, (state) => {
        state.submitting = true;
        state.fieldErrors = {};
      })
      .addCase(usernameChangeSubmitted, (state) => {
        state.submitting = true;
        state.fieldErrors = {};
      })
      .addCase(passwordChangeSubmitted, (state) => {
        state.submitting = true;
        state.fieldErrors = {};
      })
      .addCase(notificationsSubmitted, (state) => {
        state.notifications = 'saving';
      })
      .addCase(settingsRequested, (state) => {
        if (state.status !== 'succeeded') state.status = 'loading';
      })
      .addCase(formFailed, (state, { payload: f }) => {
        if (f.page !== 'settings' && f.page !== 'settingsNotifications') return;
        const { values, fieldErrors, message, status } = f;
        state.form = { name: f.form as SettingsFormName, values, fieldErrors, message, status };
      }),
});

/** The slice's actions and the ones its watchers take (`shared/settings/actions.ts`, so the watchers leave the slice out of the first load). */
export const settingsActions = {
  ...settingsSlice.actions,
  emailBlurred,
  emailChangeSubmitted,
  usernameChangeSubmitted,
  passwordChangeSubmitted,
  notificationsSubmitted,
};
export const settingsReducer = settingsSlice.reducer;
export const selectSettings = (s: { settings: SettingsState }): SettingsState => s.settings;
