/** Mute and block rows (`user_mutes`, `user_blocks`): Knex only. */
import type { Knex } from 'knex';
import { now } from '../../db/knex';
import { whereOpenAccount } from '../../policy/visibility';

export type SafetyTable = 'user_mutes' | 'user_blocks';
export const otherColumn = (table: SafetyTable): string =>
  table === 'user_mutes' ? 'muted_user_id' : 'blocked_user_id';

export interface SafetyUserRow {
  username: string;
  avatar_version: string | number | null;
}

/** Adds the (user, other) row unless it is there (idempotent: the pair is unique). */
export async function addPair(trx: Knex, table: SafetyTable, userId: number, otherId: number): Promise<void> {
  const other = otherColumn(table);
  const existing = (await trx(table)
    .where({ user_id: userId, [other]: otherId })
    .first('id')) as { id: number } | undefined;
  if (!existing) await trx(table).insert({ user_id: userId, [other]: otherId, created_at: now() });
}

export async function removePair(
  db: Knex,
  table: SafetyTable,
  userId: number,
  otherId: number,
): Promise<void> {
  await db(table)
    .where({ user_id: userId, [otherColumn(table)]: otherId })
    .delete();
}

/** Removes the follows between two accounts, both ways (a block severs them). */
export async function removeFollowsBetween(trx: Knex, a: number, b: number): Promise<void> {
  await trx('follows')
    .where((w) => w.where({ follower_id: a, followee_id: b }).orWhere({ follower_id: b, followee_id: a }))
    .delete();
}

/** The open accounts `userId` mutes or blocks, newest first, one page. */
export async function findPairs(
  db: Knex,
  table: SafetyTable,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: SafetyUserRow[]; total: number }> {
  const base = () =>
    db(`${table} as p`)
      .join('users as u', 'u.id', `p.${otherColumn(table)}`)
      .where('p.user_id', userId)
      .modify(whereOpenAccount, 'u');
  const [rows, count] = await Promise.all([
    base()
      .orderBy('p.id', 'desc')
      .limit(limit)
      .offset(offset)
      .select('u.username', 'u.avatar_version') as Promise<SafetyUserRow[]>,
    base().count({ n: '*' }).first() as Promise<{ n: number | string } | undefined>,
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}
