/**
 * The comments' SQL (migrations …300–302). A set is one range of `comments_resource_index`
 * (namespace, resource_id, id) from the cursor's id: no OFFSET, the 500th set costs what the first does.
 * Writes run inside the caller's transaction and keep the counts beside the rows.
 */
import type { Knex } from 'knex';
import type { CommentNamespace } from '../../../shared/comments/api';
import { now, type DbDate } from '../../db/dates';

export interface CommentRow {
  id: number;
  namespace: CommentNamespace;
  resource_id: string;
  part_id: number;
  story_id: number;
  paragraph_id: string | null;
  parent_id: number | null;
  depth: number;
  user_id: number;
  text: string;
  is_offensive: unknown;
  is_announcement: unknown;
  reply_count: number;
  like_count: number;
  status: 'public' | 'deleted';
  created_at: DbDate;
  modified_at: DbDate;
  username: string;
  avatar_version: string | null;
  is_staff: unknown;
  is_verified: unknown;
  is_ambassador: unknown;
  is_sysadmin: unknown;
}

/** The part columns the comments check (visibility, deep links). */
export interface CommentPartRow {
  id: number;
  story_id: number;
  title: string;
  draft: number | boolean | null;
  published_at: DbDate;
  deleted_at: DbDate;
}

const COLUMNS = [
  'c.id',
  'c.namespace',
  'c.resource_id',
  'c.part_id',
  'c.story_id',
  'c.paragraph_id',
  'c.parent_id',
  'c.depth',
  'c.user_id',
  'c.text',
  'c.is_offensive',
  'c.is_announcement',
  'c.reply_count',
  'c.like_count',
  'c.status',
  'c.created_at',
  'c.modified_at',
  'u.username',
  'u.avatar_version',
  'u.is_staff',
  'u.is_verified',
  'u.is_ambassador',
  'u.is_sysadmin',
];

const withUser = (db: Knex | Knex.Transaction): Knex.QueryBuilder =>
  db({ c: 'comments' }).join({ u: 'users' }, 'u.id', 'c.user_id').select(COLUMNS);

export async function findPart(db: Knex, partId: number): Promise<CommentPartRow | undefined> {
  return (await db('parts')
    .where({ id: partId })
    .first('id', 'story_id', 'title', 'draft', 'published_at', 'deleted_at')) as CommentPartRow | undefined;
}

/** The part's stored HTML (its paragraphs' `data-p-id`s), '' without a text. */
export async function findPartHtml(db: Knex, partId: number): Promise<string> {
  const row = (await db('part_texts').where({ part_id: partId }).first('text_html')) as
    { text_html: string } | undefined;
  return row?.text_html ?? '';
}

export interface SetQuery {
  namespace: CommentNamespace;
  resourceId: string;
  /** The cursor: the last id of the set before. */
  afterId: number | null;
  limit: number;
  newestFirst: boolean;
  hiddenAuthors: ReadonlySet<number>;
}

/** One set and one row more (whether there is a next set): a resource's comments from the cursor. */
export async function findSet(db: Knex, q: SetQuery): Promise<CommentRow[]> {
  const query = withUser(db)
    .where('c.namespace', q.namespace)
    .where('c.resource_id', q.resourceId)
    .whereNull('u.closed_at')
    .orderBy('c.id', q.newestFirst ? 'desc' : 'asc')
    .limit(q.limit + 1);
  if (q.afterId !== null) query.where('c.id', q.newestFirst ? '<' : '>', q.afterId);
  if (q.hiddenAuthors.size > 0) query.whereNotIn('c.user_id', [...q.hiddenAuthors]);
  return (await query) as CommentRow[];
}

export async function findComment(db: Knex | Knex.Transaction, id: number): Promise<CommentRow | undefined> {
  return (await withUser(db).where('c.id', id).whereNull('u.closed_at').first()) as CommentRow | undefined;
}

/** Which of `ids` `userId` likes. */
export async function findLikedIds(db: Knex, userId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = (await db('comment_likes')
    .where('user_id', userId)
    .whereIn('comment_id', ids)
    .select('comment_id')) as Array<{ comment_id: number }>;
  return new Set(rows.map((r) => Number(r.comment_id)));
}

/** The open accounts among `names` (any case), as they spell their names. */
export async function findUsernames(db: Knex, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = (await db('users')
    .whereIn('username', names.slice(0, 200))
    .whereNull('closed_at')
    .select('username')) as Array<{ username: string }>;
  return rows.map((r) => r.username);
}

export async function isVerifiedEmail(db: Knex, userId: number): Promise<boolean> {
  const row = (await db('users').where({ id: userId }).first('verified_email')) as
    { verified_email: unknown } | undefined;
  return Boolean(row && Number(row.verified_email));
}

/** Whether `userId` posted `text` on the resource since `since`. */
export async function hasRecentDuplicate(
  db: Knex,
  userId: number,
  resource: { namespace: string; resourceId: string },
  text: string,
  since: Date,
): Promise<boolean> {
  const row = (await db('comments')
    .where({ user_id: userId, namespace: resource.namespace, resource_id: resource.resourceId })
    .where('created_at', '>=', since)
    .where('text', text)
    .first('id')) as { id: number } | undefined;
  return row !== undefined;
}

export async function countAnnouncementsSince(db: Knex, userId: number, since: Date): Promise<number> {
  const row = (await db('comments')
    .where({ user_id: userId, is_announcement: true })
    .where('created_at', '>=', since)
    .count({ n: '*' })
    .first()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}

/** `counter` (a column of `table`) by `delta`, never below 0. */
function bump(
  trx: Knex.Transaction,
  table: string,
  where: Record<string, unknown>,
  counter: string,
  delta: 1 | -1,
): Promise<number> {
  const value =
    delta > 0
      ? trx.raw('?? + 1', [counter])
      : trx.raw('case when ?? > 0 then ?? - 1 else 0 end', [counter, counter]);
  return trx(table)
    .where(where)
    .update({ [counter]: value });
}

/** The part's, story's and paragraph's counts of public comments by `delta`. */
export async function bumpCounts(
  trx: Knex.Transaction,
  c: Pick<CommentRow, 'part_id' | 'story_id' | 'paragraph_id'>,
  delta: 1 | -1,
): Promise<void> {
  await bump(trx, 'parts', { id: c.part_id }, 'comment_count', delta);
  await bump(trx, 'stories', { id: c.story_id }, 'comment_count', delta);
  if (!c.paragraph_id) return;
  if (delta > 0) {
    await trx('paragraph_comment_counts')
      .insert({ part_id: c.part_id, paragraph_id: c.paragraph_id, comment_count: 1 })
      .onConflict(['part_id', 'paragraph_id'])
      .merge({ comment_count: trx.raw('?? + 1', ['paragraph_comment_counts.comment_count']) });
  } else {
    await bump(
      trx,
      'paragraph_comment_counts',
      { part_id: c.part_id, paragraph_id: c.paragraph_id },
      'comment_count',
      -1,
    );
  }
}

export const bumpReplyCount = (trx: Knex.Transaction, id: number, delta: 1 | -1): Promise<number> =>
  bump(trx, 'comments', { id }, 'reply_count', delta);

export interface NewComment {
  namespace: CommentNamespace;
  resource_id: string;
  part_id: number;
  story_id: number;
  paragraph_id: string | null;
  parent_id: number | null;
  depth: number;
  user_id: number;
  text: string;
  is_offensive: boolean;
  is_announcement: boolean;
}

export async function insertComment(trx: Knex.Transaction, c: NewComment): Promise<number> {
  const at = now();
  const [id] = (await trx('comments').insert({ ...c, created_at: at, modified_at: at })) as number[];
  return Number(id);
}

/** A comment row (for update inside a transaction: MariaDB locks it; SQLite has one writer). */
export async function lockComment(trx: Knex.Transaction, id: number): Promise<CommentRow | undefined> {
  const q = trx('comments').where({ id }).first();
  return (await (trx.client.driverName === 'better-sqlite3' ? q : q.forUpdate())) as CommentRow | undefined;
}

/** Empties a comment that keeps its place for its replies (status "deleted"). */
export async function markDeleted(trx: Knex.Transaction, id: number): Promise<void> {
  const at = now();
  await trx('comment_likes').where({ comment_id: id }).delete();
  await trx('comments')
    .where({ id })
    .update({ status: 'deleted', text: '', like_count: 0, deleted_at: at, modified_at: at });
}

export async function deleteRow(trx: Knex.Transaction, id: number): Promise<void> {
  await trx('comment_likes').where({ comment_id: id }).delete();
  await trx('comments').where({ id }).delete();
}

/** Likes `commentId` for `userId` (once) or takes the like back; answers the new count. */
export async function setLike(
  trx: Knex.Transaction,
  commentId: number,
  userId: number,
  liked: boolean,
): Promise<number> {
  if (liked) {
    await trx('comment_likes')
      .insert({ comment_id: commentId, user_id: userId, created_at: now() })
      .onConflict(['comment_id', 'user_id'])
      .ignore();
  } else {
    await trx('comment_likes').where({ comment_id: commentId, user_id: userId }).delete();
  }
  // Counted again rather than moved by one: idempotent, and it mends a count gone wrong.
  const row = (await trx('comment_likes').where({ comment_id: commentId }).count({ n: '*' }).first()) as
    { n: number | string } | undefined;
  const count = Number(row?.n ?? 0);
  await trx('comments').where({ id: commentId }).update({ like_count: count });
  return count;
}

/** The part's paragraphs with comments, and how many. */
export async function findParagraphCounts(db: Knex, partId: number): Promise<Map<string, number>> {
  const rows = (await db('paragraph_comment_counts')
    .where({ part_id: partId })
    .where('comment_count', '>', 0)
    .select('paragraph_id', 'comment_count')) as Array<{ paragraph_id: string; comment_count: number }>;
  return new Map(rows.map((r) => [r.paragraph_id, Number(r.comment_count)]));
}
