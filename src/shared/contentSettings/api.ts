/**
 * Content settings (accounts-safety-messaging §3, §7):
 * - `GET /v5/users/{username}/content-settings` → ContentSettings
 * - `PUT /v5/users/{username}/content-settings/include-mature` body {includeMature}
 * - `PUT /v5/users/{username}/content-settings/blocked-tags` body {blockedTags}
 * - `POST /v5/users/{username}/content-settings` body {preferredTags} (onboarding)
 */
export interface ContentSettings {
  includeMature: boolean;
  blockedTags: string[];
  tagLimit: number;
  unblockableTags: string[];
}

export interface ContentSettingsApi {
  get(username: string): Promise<ContentSettings>;
  setIncludeMature(username: string, includeMature: boolean, csrfToken: string | null): Promise<void>;
  setBlockedTags(username: string, blockedTags: string[], csrfToken: string | null): Promise<void>;
  /** Onboarding's genres; the client ignores the result. */
  setPreferredTags(username: string, preferredTags: string[], csrfToken: string | null): Promise<void>;
}
