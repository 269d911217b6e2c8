import { createAction } from '@reduxjs/toolkit';
import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  ChangeUsernameRequest,
  NotificationSettings,
} from './api';

/** The viewer's settings (account fields, notification settings, the birthdate test group). */
export const settingsRequested = createAction('settings/requested');

/* The actions the settings watchers take (the slice handles them too): here, not in the slice, so
   the watchers, which every page loads, do not bring the slice with them. */
export const emailBlurred = createAction<{ email: string }>('settings/emailBlurred');
export const emailChangeSubmitted = createAction<ChangeEmailRequest>('settings/emailChangeSubmitted');
export const usernameChangeSubmitted = createAction<ChangeUsernameRequest>(
  'settings/usernameChangeSubmitted',
);
export const passwordChangeSubmitted = createAction<ChangePasswordRequest>(
  'settings/passwordChangeSubmitted',
);
export const notificationsSubmitted = createAction<NotificationSettings>('settings/notificationsSubmitted');
