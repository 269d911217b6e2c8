/** The staff queue's reads of `support_tickets` (newest first, keyset-paged by id). */
import type { Knex } from 'knex';
import { TICKETS_PAGE_SIZE, type TicketStatus } from '../../../shared/moderation/api';
import type { DbDate } from '../../db/dates';

export interface TicketRow {
  id: number;
  requester_name: string;
  requester_email: string;
  report_type: string;
  reason: string;
  subject: string;
  comment: string;
  username: string | null;
  story_id: number | null;
  reported_name: string | null;
  reported_location: string | null;
  reported_body: string | null;
  deep_link: string | null;
  custom_fields: string;
  status: string;
  resolved_by_user_id: number | null;
  resolved_at: DbDate;
  action_taken: string | null;
  created_at: DbDate;
}

const SUMMARY = [
  'id',
  'requester_name',
  'report_type',
  'reason',
  'subject',
  'username',
  'status',
  'created_at',
  'action_taken',
];

/** One page (one more row than shown, to know whether another follows). */
export function ticketPage(
  db: Knex,
  q: { type?: string; status?: TicketStatus | ''; after?: number },
): Promise<TicketRow[]> {
  const query = db('support_tickets')
    .select(SUMMARY)
    .orderBy('id', 'desc')
    .limit(TICKETS_PAGE_SIZE + 1);
  if (q.status) query.where('status', q.status);
  if (q.type) query.where('report_type', q.type);
  if (q.after) query.where('id', '<', q.after);
  return query as Promise<TicketRow[]>;
}

export async function ticketById(db: Knex, id: number): Promise<TicketRow | null> {
  return ((await db('support_tickets').where('id', id).first('*')) as TicketRow | undefined) ?? null;
}

export interface TargetState {
  id: number;
  closed_at: DbDate;
  timeout_until: DbDate;
  is_staff: unknown;
  is_sysadmin: unknown;
}

export async function targetState(db: Knex, username: string): Promise<TargetState | null> {
  return (
    ((await db('users')
      .where('username', username)
      .first('id', 'closed_at', 'timeout_until', 'is_staff', 'is_sysadmin')) as TargetState | undefined) ??
    null
  );
}

export async function usernameOf(db: Knex, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const row = (await db('users').where('id', id).first('username')) as { username: string } | undefined;
  return row?.username ?? null;
}
