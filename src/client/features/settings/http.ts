import type { AccountSettings, NotificationSettings, SettingsApi } from '../../../shared/settings/api';
import { jsonWrite, request } from '../../api/request';

interface CurrentUser {
  id: number;
  username: string;
  email: string | null;
  verified_email: boolean;
}

interface OwnProfile {
  birthdate?: string;
  has_password?: boolean;
  notificationSettings?: NotificationSettings;
}

const DEFAULT_NOTIFICATIONS: NotificationSettings = { alerts: true, alertssub: true, subscribe: true };

export function createSettingsHttpApi(base: string): SettingsApi {
  return {
    account: async (username): Promise<AccountSettings> => {
      const u = encodeURIComponent(username);
      const [me, profile, flags] = await Promise.all([
        request<CurrentUser>(base, '/api/v3/internal/current_user?fields=id,username,email,verified_email'),
        request<OwnProfile>(base, `/api/v3/users/${u}?fields=birthdate,has_password,notificationSettings`),
        request<Record<string, boolean>>(base, '/api/v3/internal/features?platform=web').catch(() => ({})),
      ]);
      return {
        id: me.id,
        username: me.username,
        email: me.email ?? '',
        verified_email: me.verified_email,
        birthdate: profile.birthdate ?? '',
        has_password: profile.has_password ?? true,
        notificationSettings: profile.notificationSettings ?? DEFAULT_NOTIFICATIONS,
        birthdateRules: (flags as Record<string, boolean>).settings_birthdate === true,
      };
    },
    // A flash only follows a server redirect, whose page the server renders.
    flash: async () => null,
    validateEmail: async (email) => {
      await request(base, `/api/v3/users/validate?email=${encodeURIComponent(email)}`);
    },
    updateEmail: (body, csrf) =>
      request<{ email: string }>(base, '/apiv2/updateuseremail', jsonWrite('POST', csrf, body)),
    updateUsername: async (body, csrf) => {
      await request(base, '/apiv2/updateusername', jsonWrite('POST', csrf, body));
    },
    updatePassword: async (body, csrf) => {
      await request(base, '/apiv2/updateuserpassword', jsonWrite('POST', csrf, body));
    },
    saveNotifications: (username, settings, csrf) =>
      request<NotificationSettings>(
        base,
        `/api/v3/users/${encodeURIComponent(username)}/notification-settings`,
        jsonWrite('PUT', csrf, settings),
      ),
  };
}
