/** The content settings' routes in the authorization matrix (src/server/test/authzMatrix.test.ts). */
import type { AuthzEntry } from '../serverFeature';

const base = (username: string) => `/v5/users/${username}/content-settings`;
const owners = { visitor: 401, other: 403, admin: 403 } as const;

export const contentSettingsAuthorization: readonly AuthzEntry[] = [
  {
    method: 'GET',
    route: '/v5/users/:username/content-settings',
    url: ({ owner }) => base(owner.username),
    expect: owners,
  },
  {
    method: 'PUT',
    route: '/v5/users/:username/content-settings/include-mature',
    url: ({ owner }) => `${base(owner.username)}/include-mature`,
    body: { includeMature: true },
    expect: owners,
  },
  {
    method: 'PUT',
    route: '/v5/users/:username/content-settings/blocked-tags',
    url: ({ owner }) => `${base(owner.username)}/blocked-tags`,
    body: { blockedTags: ['romance'] },
    expect: owners,
  },
  {
    method: 'POST',
    route: '/v5/users/:username/content-settings',
    url: ({ owner }) => base(owner.username),
    body: { preferredTags: ['romance'] },
    expect: owners,
  },
  // The settings form acts on the caller's own settings.
  {
    method: 'POST',
    route: '/settings/content',
    url: () => '/settings/content',
    form: true,
    body: { includeMature: '1', username: '{owner}' },
    expect: { visitor: 'login', other: 303, admin: 303 },
  },
];
