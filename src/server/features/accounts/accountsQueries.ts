/** The only Knex of sign-up and log-in: the `users` table. */
import type { Knex } from 'knex';
import { now } from '../../db/knex';
import type { StoredPronouns } from '../../../shared/accounts/validation';
import { usernameHeld } from './heldUsernames';

export interface LoginRow {
  id: number;
  username: string;
  password_hash: string | null;
  closed_at: unknown;
  /** `users.session_epoch` (from the password-reset migration; 0 when absent). */
  session_epoch?: number | null;
}

/** A user by username, or by email when the identifier contains `@` (both compare case-insensitively). */
export async function findLoginUser(db: Knex, identifier: string): Promise<LoginRow | null> {
  const column = identifier.includes('@') ? 'email' : 'username';
  const row = (await db('users').where(column, identifier).first('*')) as LoginRow | undefined;
  return row ?? null;
}

export async function emailExists(db: Knex, email: string): Promise<boolean> {
  return Boolean(await db('users').where('email', email).first('id'));
}

/** Used by an account, or given up by one less than 24 hours ago (heldUsernames.ts). */
export async function usernameExists(db: Knex, username: string): Promise<boolean> {
  if (await db('users').where('username', username).first('id')) return true;
  return usernameHeld(db, username);
}

export interface NewUser {
  email: string;
  username: string;
  /** null: an account made through a social sign-in (no password yet). */
  passwordHash: string | null;
  /** `YYYY-MM-DD`; null only for accounts made by an operator (`npm run admin`). */
  birthdate: string | null;
  pronouns: StoredPronouns;
  marketingOptIn: boolean;
}

/** Inserts an account (email not yet verified) and returns its id. */
export async function insertUser(db: Knex, u: NewUser): Promise<number> {
  const at = now();
  const [id] = (await db('users').insert({
    email: u.email,
    username: u.username,
    password_hash: u.passwordHash,
    display_name: u.username,
    birthdate: u.birthdate,
    pronouns: u.pronouns,
    marketing_opt_in: u.marketingOptIn,
    verified_email: false,
    created_at: at,
    updated_at: at,
  })) as (number | { id: number })[];
  return typeof id === 'object' ? Number(id.id) : Number(id);
}

/** Swaps a user's password hash for a new one of the same password, unless it changed meanwhile. */
export async function replacePasswordHash(
  db: Knex,
  userId: number,
  oldHash: string,
  newHash: string,
): Promise<void> {
  await db('users').where({ id: userId, password_hash: oldHash }).update({ password_hash: newHash });
}
