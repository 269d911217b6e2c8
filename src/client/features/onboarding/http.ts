import type { Genre, OnboardingAnswers, OnboardingApi } from '../../../shared/onboarding/api';
import { jsonWrite, request } from '../../api/request';

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
