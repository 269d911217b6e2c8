/**
 * The visibility policy's safety and moderation rules (see visibility.ts, which re-exports them:
 * callers import the one policy module). Mute and block from `user_mutes` / `user_blocks`, and
 * moderation's time-out from `users.timeout_until`.
 */
import type { Knex } from 'knex';
import type { ServiceContext } from '../context';
import { toDate, type DbDate } from '../db/dates';

// ---------------------------------------------------------------------------------------------
// Safety: mute and block (accounts-safety-messaging §4, §6). Read from `user_mutes` and
// `user_blocks` on every ask, never cached, so a mute or block takes effect on the next request (the
// spec allows up to 30 minutes). The paywall's check is in stories/paidAccess.ts.

/** How the viewer and another account stand: the four user safety flags of the spec. */
export interface SafetyRelation {
  /** The viewer mutes the other (`isMutedByCurrentUser`). */
  mutes: boolean;
  /** The viewer blocks the other (`isBlockedByCurrentUser`). */
  blocks: boolean;
  /** The other mutes the viewer (`isMutingCurrentUser`). */
  mutedBy: boolean;
  /** The other blocks the viewer (`isBlockingCurrentUser`). */
  blockedBy: boolean;
}

export const NO_RELATION: SafetyRelation = { mutes: false, blocks: false, mutedBy: false, blockedBy: false };

/** The four flags between `userId` and `otherId` (two indexed queries; none for the same account). */
export async function safetyRelationOf(db: Knex, userId: number, otherId: number): Promise<SafetyRelation> {
  if (userId === otherId) return NO_RELATION;
  const pair = (table: string, column: string) =>
    db(table)
      .where((w) =>
        w.where({ user_id: userId, [column]: otherId }).orWhere({ user_id: otherId, [column]: userId }),
      )
      .select('user_id') as Promise<{ user_id: number }[]>;
  const [mutes, blocks] = await Promise.all([
    pair('user_mutes', 'muted_user_id'),
    pair('user_blocks', 'blocked_user_id'),
  ]);
  const by = (rows: { user_id: number }[], id: number) => rows.some((r) => Number(r.user_id) === id);
  return {
    mutes: by(mutes, userId),
    blocks: by(blocks, userId),
    mutedBy: by(mutes, otherId),
    blockedBy: by(blocks, otherId),
  };
}

/** The viewer's relation to `otherId` (visitors: none). */
export const safetyRelation = (ctx: ServiceContext, otherId: number): Promise<SafetyRelation> =>
  ctx.viewer ? safetyRelationOf(ctx.db, ctx.viewer.id, Number(otherId)) : Promise.resolve(NO_RELATION);

/** Whether `blockerId` blocks `userId`. */
export async function isBlockedBy(db: Knex, blockerId: number, userId: number): Promise<boolean> {
  const row = (await db('user_blocks').where({ user_id: blockerId, blocked_user_id: userId }).first('id')) as
    { id: number } | undefined;
  return row !== undefined;
}

/**
 * Whether the viewer may read `story` at all: an account its owner blocks cannot (not found, as
 * for a deleted story). Asked by every story read (`loadStory`, hence every part read) and the
 * part-text read, never for the story's managers. Blocked accounts may not comment there either
 * (comments ask `canRead` of the part's story).
 */
export async function canRead(ctx: ServiceContext, story: { user_id: number }): Promise<boolean> {
  if (!ctx.viewer || ctx.viewer.id === Number(story.user_id)) return true;
  return !(await isBlockedBy(ctx.db, Number(story.user_id), ctx.viewer.id));
}

/**
 * Accounts whose content the viewer must not be shown in listings and comment threads: the ones the
 * viewer mutes or blocks (their comments and messages are hidden) and the ones blocking the viewer
 * (their stories leave the viewer's listings). Visitors: none.
 */
export async function hiddenAuthors(ctx: ServiceContext): Promise<ReadonlySet<number>> {
  if (!ctx.viewer) return new Set<number>();
  const id = ctx.viewer.id;
  const [muted, blocked, blockers] = await Promise.all([
    ctx.db('user_mutes').where('user_id', id).pluck('muted_user_id') as Promise<number[]>,
    ctx.db('user_blocks').where('user_id', id).pluck('blocked_user_id') as Promise<number[]>,
    ctx.db('user_blocks').where('blocked_user_id', id).pluck('user_id') as Promise<number[]>,
  ]);
  return new Set([...muted, ...blocked, ...blockers].map(Number));
}

// ---------------------------------------------------------------------------------------------
// Moderation: time-outs (a system admin or moderator sets `users.timeout_until`, 2 days).

/** When the viewer's time-out ends, or null when they are not timed out (visitors: null). */
export async function timeoutEndsAt(ctx: ServiceContext): Promise<Date | null> {
  if (!ctx.viewer) return null;
  const row = (await ctx.db('users').where('id', ctx.viewer.id).first('timeout_until')) as
    { timeout_until: DbDate } | undefined;
  const until = row ? toDate(row.timeout_until) : null;
  return until && until.getTime() > Date.now() ? until : null;
}

/**
 * Whether the viewer may write (post, comment, message, publish, vote, edit lists): not while a
 * time-out runs. A timed-out user can still read everything. Signed-in checks (401 code 1018) stay
 * with the features; the write routes add this with moderation's error.
 */
export async function canWrite(ctx: ServiceContext): Promise<boolean> {
  return (await timeoutEndsAt(ctx)) === null;
}
