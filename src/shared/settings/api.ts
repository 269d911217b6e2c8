/** Account-settings calls (accounts-safety-messaging.md §7). */
import type { NotificationSettings } from './validation';

export type { NotificationSettings };

export { WRONG_PASSWORD_CODE } from './validation';

/** What the account section shows: the user's own private fields and the birthdate test group. */
export interface AccountSettings {
  id: number;
  username: string;
  email: string;
  verified_email: boolean;
  /** `YYYY-MM-DD`, or '' when unknown. */
  birthdate: string;
  has_password: boolean;
  notificationSettings: NotificationSettings;
  /** The `settings_birthdate` test-group flag: the birthdate field's 13–100 rules apply. */
  birthdateRules: boolean;
}

/** What the previous no-JavaScript settings post did, shown once by the next settings page. */
export interface SettingsFlash {
  kind: 'emailSent' | 'notificationsSaved' | 'birthdateSaved' | 'verificationSent' | 'verificationFailed';
  email?: string;
}

export interface ChangeEmailRequest {
  id: number;
  email: string;
  confirm_email: string;
  password: string;
}

export interface ChangeUsernameRequest {
  id: number;
  username: string;
  password: string;
}

export interface ChangePasswordRequest {
  id: number;
  old_password: string;
  new_password: string;
}

export interface SettingsApi {
  /** The viewer's settings (`GET /api/v3/users/{username}` private fields + the feature flags). */
  account(username: string): Promise<AccountSettings>;
  /**
   * The previous settings post's outcome, once (in process: taken from the session). Over HTTP
   * always null: a flash only follows a server redirect, which the browser renders on the server.
   */
  flash(): Promise<SettingsFlash | null>;
  /** `GET /api/v3/users/validate?email=`: resolves when the address can be used; else an ApiError with the message. */
  validateEmail(email: string): Promise<void>;
  /** `POST /apiv2/updateuseremail` (the new address becomes unverified and gets a verification mail). */
  updateEmail(body: ChangeEmailRequest, csrfToken: string | null): Promise<{ email: string }>;
  /** `POST /apiv2/updateusername` */
  updateUsername(body: ChangeUsernameRequest, csrfToken: string | null): Promise<void>;
  /** `POST /apiv2/updateuserpassword` (change form): the user's other sessions end. */
  updatePassword(body: ChangePasswordRequest, csrfToken: string | null): Promise<void>;
  /** `PUT /api/v3/users/{username}/notification-settings` */
  saveNotifications(
    username: string,
    settings: NotificationSettings,
    csrfToken: string | null,
  ): Promise<NotificationSettings>;
}
