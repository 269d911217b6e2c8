/** The onboarding routes in the authorization matrix (src/server/test/authzMatrix.test.ts). */
import type { AuthzEntry } from '../serverFeature';

const answers = (username: string) => `/v5/users/${username}/onboarding-answers`;

export const onboardingAuthorization: readonly AuthzEntry[] = [
  {
    method: 'GET',
    route: '/v5/users/:username/onboarding-answers',
    url: ({ owner }) => answers(owner.username),
    expect: { visitor: 401, other: 403, admin: 403 },
  },
  {
    method: 'PUT',
    route: '/v5/users/:username/onboarding-answers',
    url: ({ owner }) => answers(owner.username),
    body: { userType: 'reader' },
    expect: { visitor: 401, other: 403, admin: 403 },
  },
  // The onboarding forms act on the caller's own answers.
  {
    method: 'POST',
    route: '/start',
    url: () => '/start',
    form: true,
    body: { genres: '1' },
    expect: { visitor: 'login', other: 303, admin: 303 },
  },
  {
    method: 'POST',
    route: '/start/writerjourney',
    url: () => '/start/writerjourney',
    form: true,
    body: { userType: 'writer' },
    expect: { visitor: 'login', other: 303, admin: 303 },
  },
];
