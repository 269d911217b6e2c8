/**
 * Moderation's routes in the authorization matrix (src/server/test/authzMatrix.test.ts): system
 * admins and moderators only. The admin's requests are refused as bad input (a reason that is not
 * one, an action the ticket cannot take) so the owner's account stays as it was.
 */
import type { AuthzEntry, AuthzTarget } from '../serverFeature';

/** A fresh ticket reporting the owner's account (no story, no comment). */
async function ownerTicket({ db, owner }: AuthzTarget): Promise<number> {
  const [id] = (await db('support_tickets').insert({
    requester_name: 'Bram',
    requester_email: 'bram@example.com',
    report_type: 'user',
    reason: 'spam',
    subject: 'Reported user',
    comment: 'Spamming',
    username: owner.username,
    custom_fields: '[]',
    status: 'open',
    created_at: new Date(),
  })) as number[];
  return Number(id);
}

export const moderationAuthorization: readonly AuthzEntry[] = [
  {
    method: 'POST',
    route: '/v5/moderation/users/:username/close',
    url: (t) => `/v5/moderation/users/${t.owner.username}/close`,
    body: { reason: 'not_a_reason' },
    expect: { visitor: 401, other: 403, admin: 400 },
  },
  {
    method: 'POST',
    route: '/v5/moderation/users/:username/timeout',
    url: (t) => `/v5/moderation/users/${t.owner.username}/timeout`,
    body: { reason: '' },
    expect: { visitor: 401, other: 403, admin: 400 },
  },
  {
    method: 'POST',
    route: '/v5/moderation/tickets/:id/resolve',
    url: async (t) => `/v5/moderation/tickets/${await ownerTicket(t)}/resolve`,
    expect: { visitor: 401, other: 403, admin: 200 },
  },
  {
    method: 'POST',
    route: '/v5/moderation/tickets/:id/actions',
    url: async (t) => `/v5/moderation/tickets/${await ownerTicket(t)}/actions`,
    body: { action: 'hide_story' },
    expect: { visitor: 401, other: 403, admin: 400 },
  },
  {
    method: 'POST',
    route: '/moderation/users/:username/close',
    url: (t) => `/moderation/users/${t.owner.username}/close`,
    form: true,
    body: { reason: 'not_a_reason' },
    expect: { visitor: 'login', other: 403, admin: 400 },
  },
  {
    method: 'POST',
    route: '/moderation/users/:username/timeout',
    url: (t) => `/moderation/users/${t.owner.username}/timeout`,
    form: true,
    body: { reason: '' },
    expect: { visitor: 'login', other: 403, admin: 400 },
  },
  {
    method: 'POST',
    route: '/staff/tickets/:id/resolve',
    url: async (t) => `/staff/tickets/${await ownerTicket(t)}/resolve`,
    form: true,
    expect: { visitor: 'login', other: 403, admin: 303 },
  },
  {
    method: 'POST',
    route: '/staff/tickets/:id/actions',
    url: async (t) => `/staff/tickets/${await ownerTicket(t)}/actions`,
    form: true,
    body: { action: 'hide_story' },
    expect: { visitor: 'login', other: 403, admin: 400 },
  },
];
