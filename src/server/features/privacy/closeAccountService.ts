/**
 * Closing an account (a soft close, reversible by an admin): in one transaction the user row gets
 * `closed_at`, the reason and a new `session_epoch` (every session ends: `loadViewer` refuses the
 * old epoch and a closed account), the user's visible stories get `deleted_at` (so every listing,
 * search and page hides them; their ids are kept in `account_closures` for reopening). Closed users
 * are no longer found as profiles, so their reading lists and library are hidden with them.
 */
import type { Knex } from 'knex';
import { accountMessages as m } from '../../../shared/privacy/accountMessages';
import {
  SELF_CLOSED,
  validateCloseAccount,
  type CloseReason,
} from '../../../shared/privacy/accountValidation';
import type { ServiceContext } from '../../context';
import { now } from '../../db/knex';
import type { KvCache } from '../../lib/kvCache';
import { purgeVisitorCaches } from '../../lib/visitorCaches';
import { verifyPassword } from '../accounts';
import { requireViewer } from '../../session/requireViewer';

export interface CloseOptions {
  reason: CloseReason | typeof SELF_CLOSED;
  comment?: string;
  closedByUserId?: number | null;
}

/** Closes the account in one transaction; false when it is unknown or already closed. */
export async function closeAccount(
  db: Knex,
  userId: number,
  opts: CloseOptions,
  kv?: KvCache,
): Promise<boolean> {
  const closed = await db.transaction(async (trx) => {
    const user = (await trx('users').where({ id: userId }).whereNull('closed_at').first('id')) as
      { id: number } | undefined;
    if (!user) return false;
    const at = now();
    const stories = (await trx('stories')
      .where({ user_id: userId })
      .whereNull('deleted_at')
      .select('id')) as {
      id: number;
    }[];
    const storyIds = stories.map((s) => Number(s.id));
    if (storyIds.length) await trx('stories').whereIn('id', storyIds).update({ deleted_at: at });
    await trx('users')
      .where({ id: userId })
      .update({
        closed_at: at,
        close_reason: opts.reason,
        updated_at: at,
        session_epoch: trx.raw('session_epoch + 1'),
      });
    await trx('account_closures').insert({
      user_id: userId,
      closed_by_user_id: opts.closedByUserId ?? null,
      reason: opts.reason,
      comment: opts.comment || null,
      hidden_story_ids: JSON.stringify(storyIds),
      closed_at: at,
    });
    return true;
  });
  if (closed && kv) {
    await kv.bump('home'); // the cached home sections may show the hidden stories
    await purgeVisitorCaches(kv); // and visitors' cached pages the account's profile and stories
  }
  return closed;
}

export type SelfCloseOutcome =
  { ok: true } | { ok: false; fieldErrors: { password?: string; comment?: string } };

/** The signed-in user closes their own account after confirming their password. */
export async function closeOwnAccount(
  ctx: ServiceContext,
  input: { password: string; comment: string },
): Promise<SelfCloseOutcome> {
  const viewer = requireViewer(ctx);
  const comment = input.comment.trim();
  const fieldErrors = validateCloseAccount({ password: input.password, comment });
  if (fieldErrors.password || fieldErrors.comment) return { ok: false, fieldErrors };
  const row = (await ctx.db('users').where({ id: viewer.id }).first('password_hash')) as
    { password_hash: string | null } | undefined;
  if (!(await verifyPassword(row?.password_hash, input.password))) {
    return { ok: false, fieldErrors: { password: m.closeWrongPassword } };
  }
  await closeAccount(ctx.db, viewer.id, { reason: SELF_CLOSED, comment }, ctx.kv);
  return { ok: true };
}
