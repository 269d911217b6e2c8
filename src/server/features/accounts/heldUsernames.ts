/**
 * Freed usernames are held for 24 hours (issue 25 §10): after a username change nobody else can
 * take the old name at once (an impostor picking up a known name); its former owner can take it
 * back. Sign-up and the username change both ask `usernameHeld`.
 */
import type { Knex } from 'knex';
import { fromNow, now } from '../../db/knex';

export const USERNAME_HOLD_MS = 24 * 60 * 60_000;

/** Holds `username` (given up by `userId`) for 24 hours. Use the transaction's `trx` inside one. */
export async function holdUsername(db: Knex, userId: number, username: string): Promise<void> {
  const at = now();
  await db('held_usernames').where('held_until', '<=', at).delete();
  await db('held_usernames').insert({
    username: username.toLowerCase(),
    user_id: userId,
    held_until: fromNow(USERNAME_HOLD_MS, at),
  });
}

/** True while someone other than `exceptUserId` gave up `username` less than 24 hours ago. */
export async function usernameHeld(db: Knex, username: string, exceptUserId?: number): Promise<boolean> {
  const q = db('held_usernames').where('username', username.toLowerCase()).where('held_until', '>', now());
  if (exceptUserId !== undefined) q.whereNot('user_id', exceptUserId);
  return Boolean(await q.first('id'));
}
