/**
 * The inbox's routes in the authorization matrix (src/server/test/authzMatrix.test.ts): the
 * owner's inbox, conversations and messages are the owner's alone — another user and a system
 * admin get 403 (1154) too; the people autocomplete answers the caller about their own follows.
 */
import { USERS } from '../../../../seeds/fixtures';
import type { AuthzEntry } from '../serverFeature';

const PEER = USERS.ava.username;
const inbox = (owner: string): string => `/api/v3/users/${encodeURIComponent(owner)}/inbox`;
const NOT_YOURS = { visitor: 401, other: 403, admin: 403 } as const;

export const inboxAuthorization: readonly AuthzEntry[] = [
  {
    method: 'GET',
    route: '/api/v3/users/:me/inbox',
    url: ({ owner }) => `${inbox(owner.username)}?filter=&limit=10&offset=0`,
    expect: NOT_YOURS,
  },
  {
    method: 'GET',
    route: '/api/v3/users/:me/inbox/:other',
    url: ({ owner }) => `${inbox(owner.username)}/${PEER}?offset=0`,
    expect: NOT_YOURS,
  },
  // Sending in the owner's name: refused even when the body names the owner as the sender.
  {
    method: 'POST',
    route: '/api/v3/users/:me/inbox/:other',
    url: ({ owner }) => `${inbox(owner.username)}/${PEER}`,
    body: { sender: '{owner}', recipient: PEER, body: 'Not in your name' },
    expect: NOT_YOURS,
  },
  {
    method: 'DELETE',
    route: '/api/v3/users/:me/inbox/:other',
    url: ({ owner }) => `${inbox(owner.username)}/${PEER}`,
    expect: NOT_YOURS,
  },
  // The caller's own follows and other people (no one's private data).
  {
    method: 'GET',
    route: '/api/v3/autocomplete/following_user',
    url: () => '/api/v3/autocomplete/following_user?term=re',
    expect: { visitor: 401, other: 200, admin: 200 },
  },
];
