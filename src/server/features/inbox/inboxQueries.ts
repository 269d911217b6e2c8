/**
 * The inbox's SQL (migrations …450–…452, …500). Pages by offset as the legacy API does. A thread
 * page in two steps so an offset costs one index walk: the ids of the page from the covering index
 * (`conversations_inbox_cover_index`), then those rows by primary key. A conversation page by its
 * messages' `seq` range when it can (`findMessagePage`), else the same two steps.
 */
import type { Knex } from 'knex';
import type { DbDate } from '../../db/dates';
import { isMysql, selectRows } from '../../db/knex';

export interface UserRow {
  id: number;
  username: string;
  avatar_version: string | number | null;
  is_verified: unknown;
  is_staff: unknown;
  is_ambassador: unknown;
  closed_at: DbDate;
  created_at: DbDate;
  verified_email: unknown;
}

export interface ConversationRow {
  id: number;
  user_id: number;
  other_user_id: number;
  listed: unknown;
  unread: number;
  message_count: number;
  cleared_upto_id: number;
  last_message_id: number | null;
  last_message_at: DbDate;
}

export interface MessageRow {
  id: number;
  sender_id: number;
  recipient_id: number;
  body: string;
  created_at: DbDate;
  deleted_at: DbDate;
}

const USER_COLUMNS = [
  'id',
  'username',
  'avatar_version',
  'is_verified',
  'is_staff',
  'is_ambassador',
  'closed_at',
  'created_at',
  'verified_email',
];

/** The pair's key: the two ids in order. */
export const pairOf = (a: number, b: number): { low_user_id: number; high_user_id: number } =>
  a < b ? { low_user_id: a, high_user_id: b } : { low_user_id: b, high_user_id: a };

export async function findUserByName(db: Knex, username: string): Promise<UserRow | undefined> {
  return (await db('users').where('username', username).first(USER_COLUMNS)) as UserRow | undefined;
}

export async function findUsersByIds(db: Knex, ids: readonly number[]): Promise<Map<number, UserRow>> {
  if (!ids.length) return new Map();
  const rows = (await db('users').whereIn('id', ids).select(USER_COLUMNS)) as UserRow[];
  return new Map(rows.map((r) => [Number(r.id), r]));
}

export async function findSide(
  db: Knex,
  userId: number,
  otherId: number,
): Promise<ConversationRow | undefined> {
  return (await db('conversations').where({ user_id: userId, other_user_id: otherId }).first()) as
    ConversationRow | undefined;
}

/** Whether `followerId` follows `followeeId`. */
export async function follows(db: Knex, followerId: number, followeeId: number): Promise<boolean> {
  const row = (await db('follows')
    .where({ follower_id: followerId, followee_id: followeeId })
    .first('follower_id')) as object | undefined;
  return row !== undefined;
}

/** The accounts `userId` mutes, as a subquery. */
const mutedBy = (db: Knex, userId: number): Knex.QueryBuilder =>
  db('user_mutes').where('user_id', userId).select('muted_user_id');

/** The viewer's listed threads (minus the people they mute), as a query to page or count. */
function threadsQuery(db: Knex, userId: number, unreadOnly: boolean): Knex.QueryBuilder {
  const q = db('conversations')
    .where({ user_id: userId, listed: true })
    .whereNotIn('other_user_id', mutedBy(db, userId));
  return unreadOnly ? q.where('unread', '>', 0) : q;
}

export async function findThreadPage(
  db: Knex,
  userId: number,
  page: { unreadOnly: boolean; limit: number; offset: number },
): Promise<{ rows: ConversationRow[]; total: number }> {
  const [ids, count] = await Promise.all([
    threadsQuery(db, userId, page.unreadOnly)
      .orderBy([
        { column: 'last_message_at', order: 'desc' },
        { column: 'other_user_id', order: 'desc' },
      ])
      .limit(page.limit)
      .offset(page.offset)
      .pluck('id') as Promise<number[]>,
    threadsQuery(db, userId, page.unreadOnly).count({ n: '*' }).first() as Promise<
      { n: number | string } | undefined
    >,
  ]);
  const rows = ids.length ? ((await db('conversations').whereIn('id', ids)) as ConversationRow[]) : [];
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return {
    rows: ids.map((id) => byId.get(Number(id))).filter((r): r is ConversationRow => !!r),
    total: Number(count?.n ?? 0),
  };
}

export async function findMessagesByIds(db: Knex, ids: readonly number[]): Promise<Map<number, MessageRow>> {
  if (!ids.length) return new Map();
  const rows = (await db('messages').whereIn('id', ids)) as MessageRow[];
  return new Map(rows.map((r) => [Number(r.id), r]));
}

/** What `viewerId` sees of the pair: live messages after their clear marker (only their own when muting). */
function visibleMessages(
  db: Knex,
  viewerId: number,
  otherId: number,
  clearedUpto: number,
  onlyOwn: boolean,
): Knex.QueryBuilder {
  // MariaDB, on a table whose statistics lag, walks `messages_high_user_id_foreign` (ordered by id,
  // but every entry costs a row read) instead of the covering index: name the index.
  const from = isMysql(db)
    ? db.from(db.raw('?? force index (??)', ['messages', 'messages_conversation_index']))
    : db('messages');
  const q = from.where(pairOf(viewerId, otherId)).whereNull('deleted_at').where('id', '>', clearedUpto);
  return onlyOwn ? q.where('sender_id', viewerId) : q;
}

/** A page's bounds: newest first by offset, `limit` long. */
interface PageWindow {
  clearedUpto: number;
  onlyOwn: boolean;
  limit: number;
  offset: number;
  total?: number;
}

/**
 * The pair's numbering, when it can stand for offsets: the newest `seq` and the last one cleared
 * (the side's clear marker), or null when a message after the marker is deleted (a gap in the
 * numbering: offsets then count only live rows). The deleted rows are a small range of the index.
 */
async function seqWindow(
  db: Knex,
  viewerId: number,
  otherId: number,
  clearedUpto: number,
): Promise<{ top: number; cut: number } | null> {
  const { low_user_id: low, high_user_id: high } = pairOf(viewerId, otherId);
  const [row] = await selectRows<{ top: number | null; cut: number | null; gone: number | string }>(
    db,
    `SELECT
       (SELECT max(seq) FROM messages WHERE low_user_id = ? AND high_user_id = ?) AS top,
       (SELECT seq FROM messages WHERE id = ? AND low_user_id = ? AND high_user_id = ?) AS cut,
       (SELECT count(*) FROM messages
         WHERE low_user_id = ? AND high_user_id = ? AND deleted_at IS NOT NULL AND id > ?) AS gone`,
    [low, high, clearedUpto, low, high, low, high, clearedUpto],
  );
  if (!row || Number(row.gone) > 0) return null;
  if (clearedUpto > 0 && row.cut === null) return null;
  return { top: Number(row.top ?? 0), cut: Number(row.cut ?? 0) };
}

/**
 * A conversation page: newest first by offset, returned oldest first. While the visible messages
 * are numbered without gaps (no muting filter, no deletion after the clear marker) the offset is a
 * `seq` range read straight from `messages_pair_seq_unique`. Otherwise the offset walks the
 * covering index — from the oldest end for a page in the older half when the side's `total`
 * (its stored count) applies, so it never skips more than half the conversation's entries.
 */
export async function findMessagePage(
  db: Knex,
  viewerId: number,
  otherId: number,
  page: PageWindow,
): Promise<MessageRow[]> {
  const seqs = page.onlyOwn ? null : await seqWindow(db, viewerId, otherId, page.clearedUpto);
  if (seqs) {
    const newest = seqs.top - page.offset;
    const oldest = Math.max(seqs.cut, newest - page.limit) + 1;
    if (newest < oldest) return [];
    return (await db('messages')
      .where(pairOf(viewerId, otherId))
      .whereBetween('seq', [oldest, newest])
      .whereNull('deleted_at')
      .where('id', '>', page.clearedUpto)
      .orderBy('seq', 'asc')) as MessageRow[];
  }
  return findMessagePageByOffset(db, viewerId, otherId, page);
}

async function findMessagePageByOffset(
  db: Knex,
  viewerId: number,
  otherId: number,
  page: PageWindow,
): Promise<MessageRow[]> {
  const visible = () => visibleMessages(db, viewerId, otherId, page.clearedUpto, page.onlyOwn);
  const { total, offset, limit } = page;
  const fromOldest = total !== undefined && offset > total / 2 && offset < total;
  const ids = fromOldest
    ? (
        (await visible()
          .orderBy('id', 'asc')
          .limit(Math.min(limit, total - offset))
          .offset(Math.max(0, total - offset - limit))
          .pluck('id')) as number[]
      ).reverse()
    : ((await visible().orderBy('id', 'desc').limit(limit).offset(offset).pluck('id')) as number[]);
  const byId = await findMessagesByIds(db, ids);
  return ids
    .map((id) => byId.get(Number(id)))
    .filter((r): r is MessageRow => !!r)
    .reverse();
}

/** The count of `visibleMessages` (only when the side's `message_count` does not apply: muting). */
export async function countMessages(
  db: Knex,
  viewerId: number,
  otherId: number,
  clearedUpto: number,
  onlyOwn: boolean,
): Promise<number> {
  const row = (await visibleMessages(db, viewerId, otherId, clearedUpto, onlyOwn)
    .count({ n: '*' })
    .first()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}

/** The newest live message of the pair, if any. */
export async function lastLiveMessageId(db: Knex, a: number, b: number): Promise<number | null> {
  const row = (await db('messages').where(pairOf(a, b)).whereNull('deleted_at').max({ id: 'id' }).first()) as
    { id: number | null } | undefined;
  return row?.id ? Number(row.id) : null;
}

/** The sum of the viewer's unread counts (the header badge): the rows with unread only. */
export async function sumUnread(db: Knex, userId: number): Promise<number> {
  const row = (await db('conversations')
    .where('user_id', userId)
    .where('unread', '>', 0)
    .whereNotIn('other_user_id', mutedBy(db, userId))
    .sum({ n: 'unread' })
    .first()) as { n: number | string | null } | undefined;
  return Number(row?.n ?? 0);
}

/** Conversations `userId` started since `since` with people who don't follow them. */
export async function countStartedWithStrangers(db: Knex, userId: number, since: Date): Promise<number> {
  const row = (await db('conversations as c')
    .where({ 'c.user_id': userId, 'c.initiated': true })
    .where('c.created_at', '>=', since)
    .whereNotExists(
      db('follows as f')
        .whereRaw('f.follower_id = c.other_user_id')
        .where('f.followee_id', userId)
        .select('f.follower_id'),
    )
    .count({ n: '*' })
    .first()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}
