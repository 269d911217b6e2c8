/**
 * The safety routes in the authorization matrix (src/server/test/authzMatrix.test.ts). Each acts
 * on the caller's own mutes and blocks: muting or blocking the owner adds the caller's row, never
 * one of the owner's (a block removes follows between the two; the owner follows neither caller).
 */
import type { AuthzEntry } from '../serverFeature';

const ignore = (username: string, action: string): string =>
  `/apiv2/ignoreuser?id=${encodeURIComponent(username)}&action=${action}`;

export const safetyAuthorization: readonly AuthzEntry[] = [
  // The caller mutes or unmutes the owner.
  {
    method: 'POST',
    route: '/apiv2/ignoreuser',
    url: ({ owner }) => ignore(owner.username, 'ignore_user'),
    expect: { visitor: 401, other: 200, admin: 200 },
  },
  // The caller's own muted list.
  {
    method: 'GET',
    route: '/apiv2/ignoreuser',
    url: () => '/apiv2/ignoreuser?action=get_ignored_web',
    expect: { visitor: 401, other: 200, admin: 200 },
  },
  // The owner's blocked list: the owner only (an admin neither).
  {
    method: 'GET',
    route: '/v4/users/:username/blocks',
    url: ({ owner }) => `/v4/users/${owner.username}/blocks?get_all=true`,
    expect: { visitor: 401, other: 403, admin: 403 },
  },
  // The caller blocks or unblocks the owner.
  {
    method: 'POST',
    route: '/v4/users/:username/blocks',
    url: ({ owner }) => `/v4/users/${owner.username}/blocks`,
    expect: { visitor: 401, other: 200, admin: 200 },
  },
  {
    method: 'DELETE',
    route: '/v4/users/:username/blocks',
    url: ({ owner }) => `/v4/users/${owner.username}/blocks`,
    expect: { visitor: 401, other: 200, admin: 200 },
  },
  // The no-JavaScript form: the caller unmutes the owner; a visitor logs in first.
  {
    method: 'POST',
    route: '/safety',
    url: () => '/safety',
    form: true,
    body: { action: 'unmute', username: '{owner}', back: '/settings?section=mute' },
    expect: { visitor: 'login', other: 303, admin: 303 },
  },
];
