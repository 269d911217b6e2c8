/**
 * Comments (reading-discovery §2–9): sets by cursor, one comment, post, delete, like. Reads follow
 * the part's visibility for the viewer; writes need a signed-in viewer (401, 1018), post and like
 * a verified email (403, the please-verify modal), deleting the author, the story's owner or a
 * system admin (403, 1154). Every multi-row write is one transaction that keeps the counts.
 *
 * Order: a part's and a paragraph's comments newest first (a new comment goes on top, where its
 * writer sees it, as the legacy list shows them); replies oldest first (a thread reads as the
 * conversation it was). Either way one index range from the cursor (commentsQueries.ts).
 */
import type { Comment, CommentResource, CommentsPage, ParagraphCounts } from '../../../shared/comments/api';
import { REPLY_DEPTH } from '../../../shared/comments/api';
import { COMMENTS_MESSAGES as M } from '../../../shared/comments/messages';
import type { PostBody } from '../../../shared/comments/schema';
import { mentionedNames } from '../../../shared/comments/text';
import {
  ANNOUNCEMENT_WINDOW_MS,
  ANNOUNCEMENTS_PER_DAY,
  commentTextError,
  DUPLICATE_WINDOW_MS,
  isOffensiveText,
  normaliseCommentText,
} from '../../../shared/comments/validation';
import { ApiError, ErrorCode, partNotFound } from '../../../shared/common/errors';
import { recoveryMessages } from '../../../shared/recovery/messages';
import type { Knex } from 'knex';
import { anonymousCache, type ServiceContext } from '../../context';
import { parseId } from '../../lib/http';
import { hiddenAuthors } from '../../policy/visibility';
import { requireViewer } from '../../session/requireViewer';
import type { CommentLimits } from './limits';
import { toComment, canDeleteComment } from './commentsMapping';
import {
  bumpCounts,
  bumpReplyCount,
  countAnnouncementsSince,
  deleteRow,
  findComment,
  findLikedIds,
  findParagraphCounts,
  findSet,
  findUsernames,
  hasRecentDuplicate,
  insertComment,
  isVerifiedEmail,
  lockComment,
  markDeleted,
  setLike,
  type CommentRow,
} from './commentsQueries';
import {
  commentNotFound,
  paragraphIdsOf,
  readableComment,
  readablePart,
  resolveTarget,
  type PartContext,
} from './commentsTarget';
import { OFFENSIVE_WORDS } from './offensiveWords';

/** The opaque cursor: the set's last id. */
const cursorOf = (id: number): string => Buffer.from(`c${id}`).toString('base64url');
function idOfCursor(after: string | undefined | null): number | null {
  if (!after) return null;
  const m = /^c(\d{1,15})$/.exec(Buffer.from(after, 'base64url').toString('utf8'));
  if (!m) throw new ApiError(400, ErrorCode.InvalidValue, M.badCursor, 'InvalidValue');
  return Number(m[1]);
}

/** MariaDB's answer when it broke a lock cycle (ER_LOCK_DEADLOCK): the transaction may run again. */
const isDeadlock = (err: unknown): boolean => (err as { errno?: number } | null)?.errno === 1213;

/**
 * A comment write's transaction, run again (up to 3 times) if MariaDB breaks a lock cycle through
 * it: the writes take their locks in one order, so this is a safety net, not the plan.
 */
async function writeTransaction<T>(
  ctx: ServiceContext,
  work: (trx: Knex.Transaction) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.transaction(work);
    } catch (err) {
      if (attempt >= 3 || !isDeadlock(err)) throw err;
    }
  }
}

const accessDenied = (message: string): ApiError =>
  new ApiError(403, ErrorCode.AccessDenied, message, 'AccessDenied');
/** The verified-email gate's refusal (the client opens the please-verify modal on it). */
export const EMAIL_NOT_VERIFIED = 'EmailNotVerified';
const emailNotVerified = (): ApiError =>
  new ApiError(403, ErrorCode.AccessDenied, recoveryMessages.verifyPromptBody, EMAIL_NOT_VERIFIED);

async function requireVerified(ctx: ServiceContext): Promise<number> {
  const viewer = requireViewer(ctx);
  if (!(await isVerifiedEmail(ctx.db, viewer.id))) throw emailNotVerified();
  return viewer.id;
}

/** The rows as the viewer sees them: their likes and the mentioned users that exist, one query each. */
async function present(ctx: ServiceContext, rows: CommentRow[], at: PartContext): Promise<Comment[]> {
  const ids = rows.map((r) => Number(r.id));
  const names = new Set<string>();
  for (const r of rows) if (r.status === 'public') for (const n of mentionedNames(r.text)) names.add(n);
  const [liked, users] = await Promise.all([
    ctx.viewer ? findLikedIds(ctx.db, ctx.viewer.id, ids) : Promise.resolve(new Set<number>()),
    findUsernames(ctx.db, [...names]),
  ]);
  const mapping = {
    origin: ctx.origin,
    viewer: ctx.viewer,
    at,
    liked,
    users: new Map(users.map((u) => [u.toLowerCase(), u])),
  };
  return rows.map((r) => toComment(r, mapping));
}

export async function listComments(
  ctx: ServiceContext,
  resource: CommentResource,
  page: { limit: number; after?: string | null },
): Promise<CommentsPage> {
  // A visitor's set is the same for every visitor: the part page renders it from the same 15 s
  // read-through cache as the part itself, so a page rendered per request costs no comment queries.
  const key = `comments:${resource.namespace}:${resource.resourceId}:${page.after ?? ''}:${page.limit}:${ctx.origin}`;
  return anonymousCache(ctx).memo(key, () => loadComments(ctx, resource, page));
}

async function loadComments(
  ctx: ServiceContext,
  resource: CommentResource,
  page: { limit: number; after?: string | null },
): Promise<CommentsPage> {
  const afterId = idOfCursor(page.after);
  const target = await resolveTarget(ctx, resource);
  const rows = await findSet(ctx.db, {
    namespace: target.namespace,
    resourceId: target.resourceId,
    afterId,
    limit: page.limit,
    newestFirst: target.namespace !== 'comments',
    hiddenAuthors: await hiddenAuthors(ctx),
  });
  const set = rows.slice(0, page.limit);
  const more = rows.length > page.limit && set.length > 0;
  return {
    comments: await present(ctx, set, target),
    pagination: { after: more ? cursorOf(Number(set[set.length - 1].id)) : null },
  };
}

export async function getComment(ctx: ServiceContext, id: unknown): Promise<Comment> {
  const { row, at } = await readableComment(ctx, id);
  if ((await hiddenAuthors(ctx)).has(Number(row.user_id))) throw commentNotFound();
  return (await present(ctx, [row], at))[0];
}

function refuse(
  status: number,
  message: string,
  type = 'InvalidValue',
  code: number = ErrorCode.InvalidValue,
): never {
  throw new ApiError(status, code, message, type, status === 400 ? { text: message } : undefined);
}

export async function postComment(
  ctx: ServiceContext,
  body: PostBody,
  limits: CommentLimits,
): Promise<Comment> {
  const userId = await requireVerified(ctx);
  const text = normaliseCommentText(body.text);
  const textError = commentTextError(text);
  if (textError) refuse(400, textError);
  const target = await resolveTarget(ctx, body.resource);
  const parent = target.parent;
  if (parent && (parent.status !== 'public' || Number(parent.depth) >= REPLY_DEPTH)) {
    refuse(400, parent.status !== 'public' ? M.notFound : M.tooDeep);
  }
  const announcement = body.isAnnouncement === true;
  if (announcement) {
    if (target.namespace !== 'parts') refuse(400, M.announcementOnPartsOnly);
    if (target.story.user_id !== userId) throw accessDenied(M.announcementNotYours);
    const since = new Date(Date.now() - ANNOUNCEMENT_WINDOW_MS);
    if ((await countAnnouncementsSince(ctx.db, userId, since)) >= ANNOUNCEMENTS_PER_DAY) {
      refuse(429, M.tooManyAnnouncements(ANNOUNCEMENTS_PER_DAY), 'RateLimited', 429);
    }
  }
  const since = new Date(Date.now() - DUPLICATE_WINDOW_MS);
  if (await hasRecentDuplicate(ctx.db, userId, target, text, since)) refuse(409, M.duplicate, 'Duplicate');
  await limits.hit(userId);

  const row = {
    part_id: Number(target.part.id),
    story_id: target.story.id,
    paragraph_id: target.paragraphId,
  };
  const id = await writeTransaction(ctx, async (trx) => {
    // Every comment write locks in one order: comments (the parent), the part, the story; the
    // counts before the insert, whose foreign-key checks would otherwise take shared locks on
    // the part and story that two posts then both try to raise (a deadlock on MariaDB).
    if (parent) await bumpReplyCount(trx, Number(parent.id), 1);
    await bumpCounts(trx, row, 1);
    return insertComment(trx, {
      namespace: target.namespace,
      resource_id: target.resourceId,
      ...row,
      parent_id: parent ? Number(parent.id) : null,
      depth: parent ? Number(parent.depth) + 1 : 0,
      user_id: userId,
      text,
      is_offensive: isOffensiveText(text, OFFENSIVE_WORDS),
      is_announcement: announcement,
    });
  });
  const created = await findComment(ctx.db, id);
  if (!created) throw commentNotFound();
  return (await present(ctx, [created], target))[0];
}

/**
 * Deletes a comment: one with replies keeps its place (status "deleted", no text) so its thread
 * stays whole; one without goes, and so does a deleted place whose last reply this was.
 */
export async function removeComment(ctx: ServiceContext, id: unknown): Promise<void> {
  const viewer = requireViewer(ctx);
  const { row, at } = await readableComment(ctx, id);
  if (row.status !== 'public') throw commentNotFound();
  if (!canDeleteComment(viewer, row, at)) throw accessDenied(M.notYours);
  await writeTransaction(ctx, async (trx) => {
    const current = await lockComment(trx, Number(row.id));
    if (!current || current.status !== 'public') throw commentNotFound();
    // The thread above it before any like row (a like locks its comment, then the likes).
    for (let up = current.parent_id; up !== null;)
      up = (await lockComment(trx, Number(up)))?.parent_id ?? null;
    if (Number(current.reply_count) > 0) await markDeleted(trx, Number(current.id));
    else await removeUpTheThread(trx, current);
    // The comments first, then the part and story (the order every comment write locks in).
    await bumpCounts(trx, current, -1);
  });
}

/** Removes `row`, and a deleted place left without replies above it (depth ≤ 2: two steps at most). */
async function removeUpTheThread(trx: Knex.Transaction, row: CommentRow): Promise<void> {
  await deleteRow(trx, Number(row.id));
  let parentId = row.parent_id === null ? null : Number(row.parent_id);
  while (parentId !== null) {
    await bumpReplyCount(trx, parentId, -1);
    const parent = await lockComment(trx, parentId);
    if (!parent || parent.status !== 'deleted' || Number(parent.reply_count) > 0) break;
    await deleteRow(trx, parentId);
    parentId = parent.parent_id === null ? null : Number(parent.parent_id);
  }
}

/** Likes (`liked`) or unlikes a public comment; idempotent; the new count. */
export async function likeComment(
  ctx: ServiceContext,
  id: unknown,
  liked: boolean,
): Promise<{ count: number }> {
  const userId = liked ? await requireVerified(ctx) : requireViewer(ctx).id;
  const { row } = await readableComment(ctx, id);
  if (row.status !== 'public') throw commentNotFound();
  const count = await writeTransaction(ctx, async (trx) => {
    // The comment first, as every comment write locks it (a delete takes its likes with it).
    const current = await lockComment(trx, Number(row.id));
    if (!current || current.status !== 'public') throw commentNotFound();
    return setLike(trx, Number(row.id), userId, liked);
  });
  return { count };
}

/** `GET /v4/parts/{id}/paragraphs`: every paragraph of the part's current text, 0 included. */
export async function paragraphCounts(ctx: ServiceContext, partIdValue: unknown): Promise<ParagraphCounts> {
  const partId = parseId(partIdValue);
  if (partId === null) throw partNotFound();
  await readablePart(ctx, partId);
  const [ids, counts] = await Promise.all([paragraphIdsOf(ctx, partId), findParagraphCounts(ctx.db, partId)]);
  return { paragraphs: ids.map((pid) => ({ id: pid, commentCount: counts.get(pid) ?? 0 })) };
}
