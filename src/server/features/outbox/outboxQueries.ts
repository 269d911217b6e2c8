import type { Knex } from 'knex';
import { toDate, type DbDate } from '../../db/knex';

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: Date;
}

interface Row {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: DbDate;
}

const fromRow = (r: Row): OutboxMessage => ({
  id: Number(r.id),
  to: r.to,
  subject: r.subject,
  text: r.text,
  html: r.html,
  createdAt: toDate(r.created_at) ?? new Date(0),
});

/** The newest messages first. */
export async function listOutbox(db: Knex, limit = 100): Promise<OutboxMessage[]> {
  const rows = (await db('outbox_messages').orderBy('id', 'desc').limit(limit)) as Row[];
  return rows.map(fromRow);
}

export async function getOutboxMessage(db: Knex, id: number): Promise<OutboxMessage | null> {
  const row = (await db('outbox_messages').where({ id }).first()) as Row | undefined;
  return row ? fromRow(row) : null;
}
