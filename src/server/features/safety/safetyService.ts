/**
 * Mute and block (accounts-safety-messaging §4, §6, §8). The viewer acts on another open account:
 * signed in (401, 1018); an unknown or closed account is not found (404, 1014); the rules refuse
 * with code 467 and a message the client shows as it is (spec §8 "code 467 shows the server's
 * message"):
 * - not yourself (400, 467): muting or blocking yourself means nothing;
 * - not staff (403, 467): a moderator's comments and messages are how moderation reaches people,
 *   and a block would keep staff from reading the stories they review.
 * Both are idempotent (muting a muted account answers the same). A block removes the follows
 * between the two accounts, both ways: the blocked account may not follow the blocker, and the
 * blocker stops following them (they may follow again after an unblock). A mute and a block are
 * kept apart: blocking a muted account keeps the mute, so unblocking leaves it muted (spec §4).
 * Every read of the policy asks the tables on each request: a mute or block takes effect at once
 * (the spec allows 30 minutes).
 */
import { ApiError } from '../../../shared/common/errors';
import { avatarPath } from '../../../shared/common/media';
import type { Viewer } from '../../../shared/common/session';
import type { MutedUser, SafetyUser, SafetyUsersPage } from '../../../shared/safety/api';
import { SAFETY_REFUSED_CODE } from '../../../shared/safety/api';
import { SAFETY_MESSAGES as M } from '../../../shared/safety/messages';
import type { ServiceContext } from '../../context';
import { toBool } from '../../db/knex';
import { requireViewer } from '../../session/requireViewer';
import { requireSelf, userNotFound } from '../lists';
import { findUserByUsername, type ProfileRow } from '../profile';
import { API_AVATAR_SIZE } from '../stories';
import {
  addPair,
  findPairs,
  removeFollowsBetween,
  removePair,
  type SafetyTable,
  type SafetyUserRow,
} from './safetyQueries';

/** The most a list answers in one go (`get_all`): far above what anyone mutes. */
export const SAFETY_LIST_MAX = 1000;

const refused = (status: number, message: string): ApiError =>
  new ApiError(status, SAFETY_REFUSED_CODE, message, 'SafetyRefused');

async function targetOf(
  ctx: ServiceContext,
  username: string,
): Promise<{ viewer: Viewer; other: ProfileRow }> {
  const viewer = requireViewer(ctx);
  const other = username ? await findUserByUsername(ctx.db, username) : undefined;
  if (!other) throw userNotFound();
  return { viewer, other };
}

function checkRules(viewer: Viewer, other: ProfileRow, kind: 'mute' | 'block'): void {
  if (Number(other.id) === viewer.id)
    throw refused(400, kind === 'mute' ? M.cannotMuteSelf : M.cannotBlockSelf);
  if (toBool(other.is_staff)) throw refused(403, kind === 'mute' ? M.cannotMuteStaff : M.cannotBlockStaff);
}

const toUser = (ctx: ServiceContext, r: SafetyUserRow): SafetyUser => ({
  username: r.username,
  avatar: `${ctx.origin}${avatarPath(r.username, String(r.avatar_version ?? 1), API_AVATAR_SIZE)}`,
});

/** `POST /apiv2/ignoreuser?id=&action=ignore_user|unignore_user` */
export async function setMuted(
  ctx: ServiceContext,
  username: string,
  on: boolean,
): Promise<{ username: string; isMuted: boolean }> {
  const { viewer, other } = await targetOf(ctx, username);
  if (on) {
    checkRules(viewer, other, 'mute');
    await addPair(ctx.db, 'user_mutes', viewer.id, Number(other.id));
  } else {
    await removePair(ctx.db, 'user_mutes', viewer.id, Number(other.id));
  }
  return { username: other.username, isMuted: on };
}

/** `POST|DELETE /v4/users/{username}/blocks`: the viewer blocks or unblocks `username`. */
export async function setBlocked(
  ctx: ServiceContext,
  username: string,
  on: boolean,
): Promise<{ username: string; isBlocked: boolean }> {
  const { viewer, other } = await targetOf(ctx, username);
  const otherId = Number(other.id);
  if (on) {
    checkRules(viewer, other, 'block');
    await ctx.db.transaction(async (trx) => {
      await addPair(trx, 'user_blocks', viewer.id, otherId);
      await removeFollowsBetween(trx, viewer.id, otherId);
    });
  } else {
    await removePair(ctx.db, 'user_blocks', viewer.id, otherId);
  }
  return { username: other.username, isBlocked: on };
}

async function listOf(
  ctx: ServiceContext,
  table: SafetyTable,
  limit: number,
  offset: number,
): Promise<SafetyUsersPage> {
  const viewer = requireViewer(ctx);
  const { rows, total } = await findPairs(ctx.db, table, viewer.id, Math.min(limit, SAFETY_LIST_MAX), offset);
  return { users: rows.map((r) => toUser(ctx, r)), total };
}

/** `GET /apiv2/ignoreuser?action=get_ignored_web`: the viewer's muted accounts (legacy "list of NAME", with username and avatar). */
export async function mutedUsers(ctx: ServiceContext): Promise<MutedUser[]> {
  const { users } = await listOf(ctx, 'user_mutes', SAFETY_LIST_MAX, 0);
  return users.map((u) => ({ name: u.username, ...u }));
}

/** `GET /v4/users/{me}/blocks?get_all=true` (or `limit`/`offset`): the viewer's blocked accounts. */
export async function blockedUsers(
  ctx: ServiceContext,
  username: string,
  limit: number,
  offset: number,
): Promise<SafetyUsersPage> {
  requireSelf(ctx, username, M.notYourBlocks);
  return listOf(ctx, 'user_blocks', limit, offset);
}
