/** Test data of the settings slice (saga and component tests): reader_rosa's account. */
import type { AccountSettings } from '../../shared/settings/api';
import { makeViewer } from '../../shared/test/storyFixtures';
import { settingsInitialState, type SettingsState } from './settingsSlice';

export const testAccount: AccountSettings = {
  id: 7,
  username: 'reader_rosa',
  email: 'rosa@example.com',
  verified_email: true,
  birthdate: '1990-01-01',
  has_password: true,
  notificationSettings: { alerts: true, alertssub: true, subscribe: true },
  birthdateRules: false,
};

/** The session and loaded settings of a signed-in reader (CSRF token `tok`). */
export const signedInSettingsState = (): {
  session: { viewer: ReturnType<typeof makeViewer>; csrfToken: string };
  settings: SettingsState;
} => ({
  session: { viewer: makeViewer(), csrfToken: 'tok' },
  settings: { ...settingsInitialState, status: 'succeeded', account: testAccount },
});
