/** The privacy routes in the authorization matrix (src/server/test/authzMatrix.test.ts). */
import type { AuthzEntry } from '../serverFeature';

const ccpa = (username: string) => `/v5/users/${username}/privacy-settings/ccpa`;

export const privacyAuthorization: readonly AuthzEntry[] = [
  {
    method: 'GET',
    route: '/v5/users/:username/privacy-settings/ccpa',
    url: ({ owner }) => ccpa(owner.username),
    expect: { visitor: 401, other: 403, admin: 403 },
  },
  {
    method: 'PUT',
    route: '/v5/users/:username/privacy-settings/ccpa',
    url: ({ owner }) => ccpa(owner.username),
    body: { optout: true },
    expect: { visitor: 401, other: 403, admin: 403 },
  },
  // A visitor's choice is a cookie; a user's is their own row.
  {
    method: 'POST',
    route: '/privacy/do-not-sell',
    url: () => '/privacy/do-not-sell',
    form: true,
    body: { optout: '1', username: '{owner}' },
    expect: { visitor: 303, other: 303, admin: 303 },
  },
  // A wrong password closes nothing; the owner named in the form is ignored.
  {
    method: 'POST',
    route: '/close-account',
    url: () => '/close-account',
    form: true,
    body: { password: 'wrong', reason: 'other', username: '{owner}' },
    expect: { visitor: 'login', other: 400, admin: 400 },
  },
  {
    method: 'GET',
    route: '/settings/your-storyloom-data',
    url: () => '/settings/your-storyloom-data',
    expect: { visitor: 'login', other: 200, admin: 200 },
  },
  { method: 'POST', route: '/language', public: 'sets the locale cookie' },
];
