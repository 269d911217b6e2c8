/** Rows to the wire shapes of src/shared/inbox/api.ts, and the checks every inbox route shares. */
import type { InboxUser, Message } from '../../../shared/inbox/api';
import { INBOX_ERRORS as E } from '../../../shared/inbox/validation';
import { avatarPath } from '../../../shared/common/media';
import { ApiError, ErrorCode } from '../../../shared/common/errors';
import type { Viewer } from '../../../shared/common/session';
import type { ServiceContext } from '../../context';
import { toApiDate, toBool, toDate } from '../../db/dates';
import type { SafetyRelation } from '../../policy/visibility';
import { requireSelf, userNotFound } from '../lists';
import { API_AVATAR_SIZE } from '../stories';
import type { MessageRow, UserRow } from './inboxQueries';

/** The `:purged:` prefix a closed account's name carries in legacy threads (spec §7). */
const PURGED = ':purged:';
export const stripPurged = (name: string): string =>
  name.startsWith(PURGED) ? name.slice(PURGED.length) : name;

export const badRequest = (message: string): ApiError =>
  new ApiError(400, ErrorCode.InvalidValue, message, 'InvalidValue');
export const forbidden = (message: string, name = 'AccessDenied'): ApiError =>
  new ApiError(403, ErrorCode.AccessDenied, message, name);
export { userNotFound };

/** The path's `{me}` must be the viewer: 401 (1018) for visitors, 403 (1154) for anyone else. */
export const requireMe = (ctx: ServiceContext, me: string): Viewer => requireSelf(ctx, me, E.notYours);

export const avatarOf = (
  ctx: ServiceContext,
  row: { username: string; avatar_version: string | number | null },
) => `${ctx.origin}${avatarPath(row.username, String(row.avatar_version ?? 1), API_AVATAR_SIZE)}`;

export const badgesOf = (row: UserRow): InboxUser['badges'] => ({
  verified: toBool(row.is_verified),
  staff: toBool(row.is_staff),
  ambassador: toBool(row.is_ambassador),
});

export const isOpen = (row: UserRow): boolean => toDate(row.closed_at) === null;

export function toInboxUser(ctx: ServiceContext, row: UserRow, rel: SafetyRelation): InboxUser {
  return {
    name: row.username,
    avatar: avatarOf(ctx, row),
    isActive: isOpen(row),
    badges: badgesOf(row),
    isMutedByCurrentUser: rel.mutes,
    isBlockedByCurrentUser: rel.blocks,
    safety: { isMuted: rel.mutes, isBlocked: rel.blocks },
  };
}

export function toMessage(
  ctx: ServiceContext,
  row: MessageRow,
  users: { sender: UserRow; recipient: UserRow },
  unread: boolean,
): Message {
  return {
    id: Number(row.id),
    body: row.body,
    createDate: toApiDate(row.created_at) ?? '',
    from: { name: users.sender.username, avatar: avatarOf(ctx, users.sender) },
    recipient: users.recipient.username,
    unread,
  };
}
