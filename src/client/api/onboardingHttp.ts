import type { ContentSettings, ContentSettingsApi } from '../../shared/api/contentSettings';
import type { Genre, OnboardingAnswers, OnboardingApi } from '../../shared/api/onboarding';
import { jsonWrite, request } from './http';

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

/** Onboarding genres and writer-journey answers (our endpoints; src/shared/api/onboarding.ts). */
export function createOnboardingHttpApi(base: string): OnboardingApi {
  return {
    genres: async () => (await request<{ genres: Genre[] }>(base, '/v5/onboarding/genres')).genres,
    saveAnswers: (username, answers, csrfToken) =>
      request<OnboardingAnswers>(
        base,
        `/v5/users/${encodeURIComponent(username)}/onboarding-answers`,
        jsonWrite('PUT', csrfToken, answers),
      ),
  };
}
