import type { Knex } from 'knex';
import { now, toBool } from '../../db/knex';

export interface AccountRow {
  id: number;
  username: string;
  email: string | null;
  verified: boolean;
  isEmailReverified: boolean;
}

interface Row {
  id: number;
  username: string;
  email: string | null;
  verified_email: number | boolean;
  is_email_reverified: number | boolean;
}

const COLUMNS = ['id', 'username', 'email', 'verified_email', 'is_email_reverified'];

const fromRow = (r: Row | undefined): AccountRow | null =>
  r
    ? {
        id: Number(r.id),
        username: r.username,
        email: r.email,
        verified: toBool(r.verified_email),
        isEmailReverified: toBool(r.is_email_reverified),
      }
    : null;

/** An open account by username or email (both compare case-insensitively on both databases). */
export async function findOpenAccount(db: Knex, identifier: string): Promise<AccountRow | null> {
  const column = identifier.includes('@') ? 'email' : 'username';
  const row = (await db('users').where(column, identifier).whereNull('closed_at').first(COLUMNS)) as
    Row | undefined;
  return fromRow(row);
}

export async function getOpenAccount(db: Knex, userId: number): Promise<AccountRow | null> {
  const row = (await db('users').where({ id: userId }).whereNull('closed_at').first(COLUMNS)) as
    Row | undefined;
  return fromRow(row);
}

/** New password hash, and every existing session of the user ends (session epoch + 1). */
export async function setPasswordAndEndSessions(
  db: Knex,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db('users')
    .where({ id: userId })
    .update({ password_hash: passwordHash, updated_at: now(), session_epoch: db.raw('session_epoch + 1') });
}

/** The address works: verified, and (just shown to be current) re-verified too. */
export async function markEmailVerified(db: Knex, userId: number): Promise<void> {
  await db('users')
    .where({ id: userId })
    .update({ verified_email: true, is_email_reverified: true, updated_at: now() });
}
