/** The only Knex of social sign-in: `social_identities`, and the users it points at. */
import type { Knex } from 'knex';
import { now } from '../../db/knex';
import type { SocialProvider } from '../../../shared/social/messages';

export interface LinkedUser {
  id: number;
  session_epoch: number | null;
}

/** The open account a provider identity belongs to, or null. */
export async function findIdentityUser(
  db: Knex,
  provider: SocialProvider,
  subject: string,
): Promise<LinkedUser | null> {
  const row = (await db('social_identities as s')
    .join('users as u', 'u.id', 's.user_id')
    .where({ 's.provider': provider, 's.subject': subject })
    .whereNull('u.closed_at')
    .first('u.id', 'u.session_epoch')) as LinkedUser | undefined;
  return row ? { id: Number(row.id), session_epoch: row.session_epoch } : null;
}

/** The open account with this email, or null. */
export async function findUserByEmail(db: Knex, email: string): Promise<LinkedUser | null> {
  const row = (await db('users').where({ email }).whereNull('closed_at').first('id', 'session_epoch')) as
    LinkedUser | undefined;
  return row ? { id: Number(row.id), session_epoch: row.session_epoch } : null;
}

export async function insertIdentity(
  db: Knex,
  provider: SocialProvider,
  subject: string,
  userId: number,
): Promise<void> {
  await db('social_identities').insert({ provider, subject, user_id: userId, created_at: now() });
}

/** The first free username of `base`, `base1`, `base2`, … (at most 20 characters). */
export async function freeUsername(db: Knex, base: string): Promise<string> {
  const taken = new Set(
    ((await db('users').where('username', 'like', `${base}%`).pluck('username')) as string[]).map((u) =>
      u.toLowerCase(),
    ),
  );
  if (!taken.has(base.toLowerCase())) return base;
  for (let i = 1; ; i++) {
    const candidate = `${base.slice(0, 20 - String(i).length)}${i}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

export async function markVerified(db: Knex, userId: number): Promise<void> {
  await db('users')
    .where({ id: userId })
    .update({ verified_email: true, is_email_reverified: true, updated_at: now() });
}
