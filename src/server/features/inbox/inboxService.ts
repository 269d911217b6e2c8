/**
 * The inbox's reads (issue 27 §8–9): the viewer's threads, one conversation (which marks it read),
 * the header's unread count and the people autocomplete. Only the viewer's own inbox (401 1018 for
 * visitors, 403 1154 for another user's). A muted account's thread leaves the muter's list and its
 * messages their conversation (only the muter's own stay); the muted sender is not told.
 */
import type { AutocompleteUser, ConversationPage, InboxPage, InboxThread } from '../../../shared/inbox/api';
import { CONVERSATION_PAGE_SIZE, INBOX_PAGE_SIZE } from '../../../shared/inbox/api';
import type { InboxFilter } from '../../../shared/inbox/validation';
import type { ServiceContext } from '../../context';
import { toApiDate } from '../../db/dates';
import { NO_RELATION, safetyRelationOf, type SafetyRelation } from '../../policy/visibility';
import { requireViewer } from '../../session/requireViewer';
import {
  countMessages,
  findMessagePage,
  findMessagesByIds,
  findSide,
  findThreadPage,
  findUserByName,
  findUsersByIds,
  follows,
  sumUnread,
  type UserRow,
} from './inboxQueries';
import {
  avatarOf,
  badgesOf,
  isOpen,
  requireMe,
  stripPurged,
  toInboxUser,
  toMessage,
  userNotFound,
} from './inboxMapping';

/** `MESSAGING_ENDS_AT` (config): null keeps messaging on. */
export interface InboxSettings {
  messagingEndsAt: Date | null;
}

/** The permission flags (spec §3) before any relation: the end of messaging. */
export function messagingWindow(settings: InboxSettings, at = new Date()): { ended: boolean; warn: boolean } {
  const end = settings.messagingEndsAt;
  if (!end) return { ended: false, warn: false };
  return { ended: end.getTime() <= at.getTime(), warn: end.getTime() > at.getTime() };
}

/** The safety flags of every account in `ids` towards `viewerId` (two queries for the page). */
async function relationsOf(
  ctx: ServiceContext,
  viewerId: number,
  ids: number[],
): Promise<Map<number, SafetyRelation>> {
  const out = new Map<number, SafetyRelation>(ids.map((id) => [id, { ...NO_RELATION }]));
  if (!ids.length) return out;
  const [mutes, blocks] = await Promise.all([
    ctx
      .db('user_mutes')
      .where('user_id', viewerId)
      .whereIn('muted_user_id', ids)
      .pluck('muted_user_id') as Promise<number[]>,
    ctx
      .db('user_blocks')
      .where('user_id', viewerId)
      .whereIn('blocked_user_id', ids)
      .pluck('blocked_user_id') as Promise<number[]>,
  ]);
  for (const id of mutes) out.get(Number(id))!.mutes = true;
  for (const id of blocks) out.get(Number(id))!.blocks = true;
  return out;
}

/** `GET /api/v3/users/{me}/inbox?filter=&limit=&offset=` */
export async function listThreads(
  ctx: ServiceContext,
  me: string,
  page: { filter: InboxFilter; limit?: number; offset: number },
): Promise<InboxPage> {
  const viewer = requireMe(ctx, me);
  const { rows, total } = await findThreadPage(ctx.db, viewer.id, {
    unreadOnly: page.filter === 'unread',
    limit: page.limit ?? INBOX_PAGE_SIZE,
    offset: page.offset,
  });
  const otherIds = rows.map((r) => Number(r.other_user_id));
  const [users, messages, relations] = await Promise.all([
    findUsersByIds(ctx.db, otherIds),
    findMessagesByIds(
      ctx.db,
      rows.map((r) => Number(r.last_message_id)).filter((id) => id > 0),
    ),
    relationsOf(ctx, viewer.id, otherIds),
  ]);
  const threads: InboxThread[] = [];
  for (const r of rows) {
    const other = users.get(Number(r.other_user_id));
    if (!other) continue;
    const last = r.last_message_id ? messages.get(Number(r.last_message_id)) : undefined;
    const seen = last && !last.deleted_at && Number(last.id) > Number(r.cleared_upto_id);
    threads.push({
      user: toInboxUser(ctx, other, relations.get(Number(other.id)) ?? NO_RELATION),
      unread: Number(r.unread),
      recentMessage: {
        body: seen ? last.body : '',
        createDate: toApiDate(seen ? last.created_at : r.last_message_at) ?? '',
      },
    });
  }
  return { threads, total };
}

/** The other account of a conversation path (`:purged:` stripped); 404 when there is none. */
export async function requireOther(ctx: ServiceContext, name: string): Promise<UserRow> {
  const other = await findUserByName(ctx.db, stripPurged(name));
  if (!other) throw userNotFound();
  return other;
}

/** `GET /api/v3/users/{me}/inbox/{other}?offset=` — marks the thread read. */
export async function getConversation(
  ctx: ServiceContext,
  me: string,
  otherName: string,
  offset: number,
  settings: InboxSettings,
): Promise<ConversationPage> {
  const viewer = requireMe(ctx, me);
  const other = await requireOther(ctx, otherName);
  const otherId = Number(other.id);
  const [rel, side, following, meRow] = await Promise.all([
    safetyRelationOf(ctx.db, viewer.id, otherId),
    findSide(ctx.db, viewer.id, otherId),
    follows(ctx.db, viewer.id, otherId),
    findUsersByIds(ctx.db, [viewer.id]),
  ]);
  const clearedUpto = Number(side?.cleared_upto_id ?? 0);
  const onlyOwn = rel.mutes;
  const [rows, total] = await Promise.all([
    side
      ? findMessagePage(ctx.db, viewer.id, otherId, {
          clearedUpto,
          onlyOwn,
          limit: CONVERSATION_PAGE_SIZE,
          offset,
          // The stored count is exact unless the viewer mutes the other (only their own then).
          total: onlyOwn ? undefined : Number(side.message_count),
        })
      : Promise.resolve([]),
    !side
      ? 0
      : onlyOwn
        ? countMessages(ctx.db, viewer.id, otherId, clearedUpto, true)
        : Number(side.message_count),
  ]);
  // Unread messages are the newest ones, all to the viewer (their own post reads the thread).
  const unread = onlyOwn ? 0 : Number(side?.unread ?? 0);
  if (side && Number(side.unread) > 0) {
    await ctx.db('conversations').where({ id: side.id }).update({ unread: 0 });
  }
  const self = meRow.get(viewer.id)!;
  const parties = (senderId: number) =>
    senderId === viewer.id ? { sender: self, recipient: other } : { sender: other, recipient: self };
  const messages = rows.map((r, i) =>
    toMessage(ctx, r, parties(Number(r.sender_id)), offset + (rows.length - 1 - i) < unread),
  );
  const window = messagingWindow(settings);
  const active = isOpen(other);
  return {
    messages,
    badges: badgesOf(other),
    isActive: active,
    total,
    isMutedByCurrentUser: rel.mutes,
    isBlockedByCurrentUser: rel.blocks,
    isMutingCurrentUser: rel.mutedBy,
    isBlockingCurrentUser: rel.blockedBy,
    safety: { isMuted: rel.mutes, isBlocked: rel.blocks },
    isFollowing: following,
    canSendPrivateMessage: !window.ended && active && !rel.blocks && !rel.blockedBy && otherId !== viewer.id,
    displayWarningNotice: window.warn,
    displayDeprecationNotice: window.ended,
  };
}

/** The user API's private `inbox.unread` (the header's count): one small index range. */
export const unreadCount = (ctx: ServiceContext, userId: number): Promise<number> =>
  sumUnread(ctx.db, userId);

const AUTOCOMPLETE_LIMIT = 10;
/** A LIKE prefix pattern with `!` as the escape (one spelling for SQLite and MariaDB). */
const likePrefix = (term: string): string => `${term.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** `GET /api/v3/autocomplete/following_user?term=`: people the viewer follows first, then others. */
export async function autocompleteUsers(ctx: ServiceContext, term: string): Promise<AutocompleteUser[]> {
  const viewer = requireViewer(ctx);
  const t = term.trim();
  if (!t) return [];
  const like = likePrefix(t);
  const blockers = ctx.db('user_blocks').where('blocked_user_id', viewer.id).select('user_id');
  const base = () =>
    ctx
      .db('users as u')
      .whereRaw("u.username like ? escape '!'", [like])
      .whereNull('u.closed_at')
      .whereNot('u.id', viewer.id)
      .whereNotIn('u.id', blockers);
  const friends = (await base()
    .join('follows as f', 'f.followee_id', 'u.id')
    .where('f.follower_id', viewer.id)
    .orderBy('u.username')
    .limit(AUTOCOMPLETE_LIMIT)
    .select('u.id', 'u.username', 'u.avatar_version')) as Array<
    Pick<UserRow, 'id' | 'username' | 'avatar_version'>
  >;
  const room = AUTOCOMPLETE_LIMIT - friends.length;
  const others = !room
    ? []
    : ((await base()
        .whereNotIn(
          'u.id',
          friends.map((f) => Number(f.id)),
        )
        .orderBy('u.username')
        .limit(room)
        .select('u.id', 'u.username', 'u.avatar_version')) as Array<
        Pick<UserRow, 'id' | 'username' | 'avatar_version'>
      >);
  const image = (u: Pick<UserRow, 'username' | 'avatar_version'>) => avatarOf(ctx, u);
  return [
    ...friends.map((u) => ({ label: u.username, image: image(u), category: 'Your Friends' as const })),
    ...others.map((u) => ({ label: u.username, image: image(u), category: 'Other People' as const })),
  ];
}
