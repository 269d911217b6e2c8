/** The accounts feature's routes in the authorization matrix (src/server/test/authzMatrix.test.ts). */
import type { AuthzEntry } from '../serverFeature';

export const accountsAuthorization: readonly AuthzEntry[] = [
  { method: 'POST', route: '/v4/sessions', public: 'log-in: creates the session' },
  { method: 'POST', route: '/signup', public: 'sign-up: creates the account' },
  { method: 'POST', route: '/login', public: 'log-in form' },
  { method: 'POST', route: '/v5/password-strength/check', public: 'scores a password; stores nothing' },
  // Ends the caller's own session only: the owner stays signed in and unchanged.
  {
    method: 'POST',
    route: '/logout',
    url: () => '/logout',
    form: true,
    expect: { visitor: 303, other: 303, admin: 303 },
  },
];
