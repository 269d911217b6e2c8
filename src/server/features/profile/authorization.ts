/** The profile routes in the authorization matrix (src/server/test/authzMatrix.test.ts). */
import { USERS } from '../../../../seeds/fixtures';
import type { AuthzEntry } from '../serverFeature';

const owners = { visitor: 401, other: 403, admin: 403 } as const;
const reads = ['stories', 'stories/published', 'followers', 'following'] as const;

export const profileAuthorization: readonly AuthzEntry[] = [
  ...reads.map((r) => ({
    method: 'GET' as const,
    route: `/api/v3/users/:username/${r}`,
    public: 'a public profile list',
  })),
  // `:username` is the follower: nobody but the owner changes whom the owner follows.
  {
    method: 'POST',
    route: '/api/v3/users/:username/following',
    url: ({ owner }) => `/api/v3/users/${owner.username}/following`,
    body: { users: USERS.elio.username },
    expect: owners,
  },
  {
    method: 'DELETE',
    route: '/api/v3/users/:username/following',
    url: ({ owner }) => `/api/v3/users/${owner.username}/following`,
    body: { users: USERS.ava.username },
    expect: owners,
  },
  {
    method: 'POST',
    route: '/user/:username/follow',
    url: ({ owner }) => `/user/${owner.username}/follow`,
    form: true,
    body: { follow: '1' },
    expect: { visitor: 'login', other: 303, admin: 303 },
  },
];
