/**
 * Closing and timing out accounts (issue 27 §3, spec §6): system admins (`isSysAdmin`) and
 * moderators (`isStaff`) only; never their own account nor another admin's or moderator's. Each
 * action is recorded in `moderation_actions` and, given a ticket, resolves it — in one transaction.
 */
import type { Knex } from 'knex';
import { ApiError, ErrorCode } from '../../../shared/common/errors';
import type { Viewer } from '../../../shared/common/session';
import { TIMEOUT_DAYS, type ModerationResult } from '../../../shared/moderation/api';
import { moderationMessages as m } from '../../../shared/moderation/messages';
import { timeoutReasonError } from '../../../shared/moderation/validation';
import { isCloseReason } from '../../../shared/privacy/accountValidation';
import type { ServiceContext } from '../../context';
import { now, toApiDate, toBool } from '../../db/dates';
import { purgeVisitorCaches } from '../../lib/visitorCaches';
import { requireViewer } from '../../session/requireViewer';
import { closeAccount } from '../privacy';

export type ModerationAction =
  'close' | 'timeout' | 'remove_comment' | 'hide_story' | 'unhide_story' | 'resolve';

const DAY_MS = 24 * 60 * 60 * 1000;

export const notAllowed = (): ApiError =>
  new ApiError(403, ErrorCode.AccessDenied, m.notAllowed, 'AccessDenied');
const badInput = (message: string): ApiError =>
  new ApiError(400, ErrorCode.InvalidValue, message, 'InvalidValue');

/** A system admin or moderator (401 code 1018 for visitors, 403 code 1154 for everyone else). */
export function requireModerator(ctx: ServiceContext): Viewer {
  const viewer = requireViewer(ctx);
  if (!viewer.isSysAdmin && !viewer.isStaff) throw notAllowed();
  return viewer;
}

interface TargetRow {
  id: number;
  username: string;
  is_sysadmin: unknown;
  is_staff: unknown;
  closed_at: unknown;
}

/** The account acted on: found, not the moderator, not an admin or moderator. */
async function targetOf(db: Knex, viewer: Viewer, username: string): Promise<TargetRow> {
  const row = (await db('users')
    .where('username', String(username).trim())
    .first('id', 'username', 'is_sysadmin', 'is_staff', 'closed_at')) as TargetRow | undefined;
  if (!row) throw new ApiError(404, ErrorCode.UserNotFound, m.userNotFound(username), 'NotFound');
  if (Number(row.id) === viewer.id)
    throw new ApiError(403, ErrorCode.AccessDenied, m.notYourself, 'AccessDenied');
  if (toBool(row.is_sysadmin) || toBool(row.is_staff))
    throw new ApiError(403, ErrorCode.AccessDenied, m.notAnAdmin, 'AccessDenied');
  return row;
}

/** Records `action` and, with a ticket, marks it resolved with that action (inside `trx`). */
export async function recordAction(
  trx: Knex,
  o: {
    moderatorId: number;
    targetId: number | null;
    action: ModerationAction;
    reason: string;
    ticketId?: number;
    contentId?: number | null;
  },
): Promise<void> {
  const at = now();
  await trx('moderation_actions').insert({
    moderator_user_id: o.moderatorId,
    target_user_id: o.targetId,
    action: o.action,
    reason: o.reason.slice(0, 500),
    ticket_id: o.ticketId ?? null,
    content_id: o.contentId ?? null,
    created_at: at,
  });
  if (o.ticketId !== undefined) {
    await trx('support_tickets').where('id', o.ticketId).update({
      status: 'resolved',
      resolved_by_user_id: o.moderatorId,
      resolved_at: at,
      action_taken: o.action,
    });
  }
}

/** A ticket the action names must exist (404 before anything is done). */
export async function requireTicket(db: Knex, ticketId: number | undefined): Promise<void> {
  if (ticketId === undefined) return;
  if (!(await db('support_tickets').where('id', ticketId).first('id')))
    throw new ApiError(404, ErrorCode.InvalidValue, m.ticketNotFound, 'NotFound');
}

/** Closes `username`'s account with one of the 12 reasons: its sessions end, its stories go. */
export async function closeUser(
  ctx: ServiceContext,
  username: string,
  body: { reason: string; ticketId?: number },
): Promise<ModerationResult> {
  const viewer = requireModerator(ctx);
  if (!isCloseReason(body.reason)) throw badInput(m.badReason);
  const target = await targetOf(ctx.db, viewer, username);
  if (target.closed_at) throw badInput(m.alreadyClosed(target.username));
  await requireTicket(ctx.db, body.ticketId);
  const reason = body.reason;
  const closed = await ctx.db.transaction(async (trx) => {
    // closeAccount's own transaction is a savepoint of this one: the close and its record together.
    const done = await closeAccount(trx, Number(target.id), { reason, closedByUserId: viewer.id });
    if (done)
      await recordAction(trx, {
        moderatorId: viewer.id,
        targetId: Number(target.id),
        action: 'close',
        reason,
        ticketId: body.ticketId,
      });
    return done;
  });
  if (!closed) throw badInput(m.alreadyClosed(target.username));
  await ctx.kv.bump('home'); // as closeAccount does: cached sections may show the hidden stories
  await purgeVisitorCaches(ctx.kv);
  return { username: target.username, closed: true };
}

/** Times `username` out for `TIMEOUT_DAYS`: they read but do not write (`assertCanWrite`). */
export async function timeoutUser(
  ctx: ServiceContext,
  username: string,
  body: { reason: string; ticketId?: number },
): Promise<ModerationResult> {
  const viewer = requireModerator(ctx);
  const reasonError = timeoutReasonError(body.reason);
  if (reasonError) throw badInput(reasonError);
  const target = await targetOf(ctx.db, viewer, username);
  if (target.closed_at) throw badInput(m.alreadyClosed(target.username));
  await requireTicket(ctx.db, body.ticketId);
  const until = new Date(Date.now() + TIMEOUT_DAYS * DAY_MS);
  await ctx.db.transaction(async (trx) => {
    await trx('users').where('id', target.id).update({ timeout_until: until });
    await recordAction(trx, {
      moderatorId: viewer.id,
      targetId: Number(target.id),
      action: 'timeout',
      reason: body.reason.trim(),
      ticketId: body.ticketId,
    });
  });
  return { username: target.username, timeoutUntil: toApiDate(until) ?? undefined };
}
