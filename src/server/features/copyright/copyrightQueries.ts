/** The copyright feature's SQL: stories it checks, the tickets it files, the owner it tells. */
import type { Knex } from 'knex';
import { now } from '../../db/knex';

export interface StoryFacts {
  id: number;
  title: string;
  userId: number;
  username: string;
  email: string | null;
}

/** A story that is not deleted, with its owner (for the ticket and the notice). */
export async function findStoryFacts(db: Knex, storyId: number): Promise<StoryFacts | null> {
  const row = (await db('stories as s')
    .join('users as u', 'u.id', 's.user_id')
    .where('s.id', storyId)
    .whereNull('s.deleted_at')
    .first('s.id', 's.title', 's.user_id', 'u.username', 'u.email')) as
    { id: number; title: string; user_id: number; username: string; email: string | null } | undefined;
  if (!row) return null;
  return {
    id: Number(row.id),
    title: row.title,
    userId: Number(row.user_id),
    username: row.username,
    email: row.email,
  };
}

/** A row of `support_tickets` (migration 20261122000401). */
export interface TicketInsert {
  requesterUserId: number | null;
  requesterName: string;
  requesterEmail: string;
  ticketFormId: number | null;
  reportType: string;
  reason: string;
  subject: string;
  comment: string;
  username: string | null;
  storyId: number | null;
  reportedName?: string | null;
  reportedLocation?: string | null;
  customFields: { id: string; value: string }[];
}

export async function insertTicket(db: Knex, t: TicketInsert): Promise<number> {
  const [id] = await db('support_tickets').insert(
    {
      requester_user_id: t.requesterUserId,
      requester_name: t.requesterName.slice(0, 100),
      requester_email: t.requesterEmail.slice(0, 254),
      ticket_form_id: t.ticketFormId,
      report_type: t.reportType,
      reason: t.reason,
      subject: t.subject,
      comment: t.comment,
      username: t.username ? t.username.slice(0, 40) : null,
      story_id: t.storyId,
      reported_name: t.reportedName?.slice(0, 200) ?? null,
      reported_location: t.reportedLocation?.slice(0, 500) ?? null,
      custom_fields: JSON.stringify(t.customFields),
      status: 'open',
      created_at: now(),
    },
    ['id'],
  );
  return Number(typeof id === 'object' ? (id as { id: number }).id : id);
}

/** The account's name and email (the DMCA form's prefill; the reporter of a copyright alert). */
export async function findUserContact(
  db: Knex,
  userId: number,
): Promise<{ username: string; name: string; email: string | null } | null> {
  const row = (await db('users').where('id', userId).first('username', 'display_name', 'email')) as
    { username: string; display_name: string | null; email: string | null } | undefined;
  return row ? { username: row.username, name: row.display_name ?? '', email: row.email } : null;
}
