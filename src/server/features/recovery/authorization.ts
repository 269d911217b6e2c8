/** The recovery feature's routes in the authorization matrix (src/server/test/authzMatrix.test.ts). */
import type { AuthzEntry } from '../serverFeature';

export const recoveryAuthorization: readonly AuthzEntry[] = [
  { method: 'POST', route: '/forgot', public: 'asks for a reset mail; answers the same for any address' },
  { method: 'POST', route: '/reset', public: 'authorized by the reset token it carries' },
  // The caller's own verification mail (theirs is verified): the owner named in the body is ignored.
  {
    method: 'POST',
    route: '/api/v3/users/validate',
    url: () => '/api/v3/users/validate',
    body: { activation_email: 'true', username: '{owner}' },
    expect: { visitor: 401, other: 400, admin: 400 },
  },
];
