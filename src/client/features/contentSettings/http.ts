import type { ContentSettings, ContentSettingsApi } from '../../../shared/contentSettings/api';
import { jsonWrite, request } from '../../api/request';

const settings = (username: string) => `/v5/users/${encodeURIComponent(username)}/content-settings`;

/** Content settings over HTTP (accounts-safety-messaging §7); every write carries the CSRF token. */
export function createContentSettingsHttpApi(base: string): ContentSettingsApi {
  return {
    get: (username) => request<ContentSettings>(base, settings(username)),
    setIncludeMature: async (username, includeMature, csrfToken) => {
      await request(
        base,
        `${settings(username)}/include-mature`,
        jsonWrite('PUT', csrfToken, { includeMature }),
      );
    },
    setBlockedTags: async (username, blockedTags, csrfToken) => {
      await request(base, `${settings(username)}/blocked-tags`, jsonWrite('PUT', csrfToken, { blockedTags }));
    },
    setPreferredTags: async (username, preferredTags, csrfToken) => {
      await request(base, settings(username), jsonWrite('POST', csrfToken, { preferredTags }));
    },
  };
}
