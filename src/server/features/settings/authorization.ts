/** The account settings' routes in the authorization matrix (src/server/test/authzMatrix.test.ts). */
import type { AuthzEntry } from '../serverFeature';

const notifications = (username: string) => `/api/v3/users/${username}/notification-settings`;
// The account API acts on the caller's account; a wrong password changes nothing.
const own = { visitor: 401, other: 400, admin: 400 } as const;
const form = { visitor: 'login', other: 303, admin: 303 } as const;

export const settingsAuthorization: readonly AuthzEntry[] = [
  {
    method: 'POST',
    route: '/apiv2/updateuseremail',
    url: () => '/apiv2/updateuseremail',
    body: { email: 'taken@example.com', password: 'wrong', username: '{owner}' },
    expect: own,
  },
  {
    method: 'POST',
    route: '/apiv2/updateusername',
    url: () => '/apiv2/updateusername',
    body: { username: 'x', password: 'wrong', id: '{ownerId}' },
    expect: { visitor: 401, other: 403, admin: 403 },
  },
  {
    method: 'POST',
    route: '/apiv2/updateuserpassword',
    url: () => '/apiv2/updateuserpassword',
    body: { old_password: 'wrong', new_password: 'Another-long-pass-42', username: '{owner}' },
    expect: own,
  },
  {
    method: 'POST',
    route: '/apiv2/updateuserbirthdate',
    url: () => '/apiv2/updateuserbirthdate',
    body: { birthdate: 'not a date', username: '{owner}' },
    expect: own,
  },
  {
    method: 'GET',
    route: '/api/v3/users/:username/notification-settings',
    url: ({ owner }) => notifications(owner.username),
    expect: { visitor: 401, other: 403, admin: 403 },
  },
  {
    method: 'PUT',
    route: '/api/v3/users/:username/notification-settings',
    url: ({ owner }) => notifications(owner.username),
    body: { email: { newFollower: false } },
    expect: { visitor: 401, other: 403, admin: 403 },
  },
  {
    method: 'GET',
    route: '/settings',
    url: () => '/settings',
    expect: { visitor: 'login', other: 200, admin: 200 },
  },
  {
    method: 'POST',
    route: '/settings',
    url: () => '/settings',
    form: true,
    body: { action: 'email', email: 'x@example.com', password: 'wrong' },
    expect: form,
  },
  {
    method: 'POST',
    route: '/settings/notifications',
    url: () => '/settings/notifications',
    form: true,
    body: { username: '{owner}' },
    expect: form,
  },
];
