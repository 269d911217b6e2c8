/** The reverification feature's routes in the authorization matrix (src/server/test/authzMatrix.test.ts). */
import type { AuthzEntry } from '../serverFeature';

export const reverificationAuthorization: readonly AuthzEntry[] = [
  {
    method: 'PUT',
    route: '/api/v3/users/:username',
    url: ({ owner }) => `/api/v3/users/${owner.username}`,
    body: { reverifyEmail: true },
    expect: { visitor: 401, other: 403, admin: 403 },
  },
];
