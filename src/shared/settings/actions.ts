import { createAction } from '@reduxjs/toolkit';

/** The viewer's settings (account fields, notification settings, the birthdate test group). */
export const settingsRequested = createAction('settings/requested');
