/**
 * What a comment resource names, checked for the viewer (the visibility policy through the stories
 * feature's `loadStory`): a part the viewer may read, a paragraph of its current text, or a comment
 * on such a part. Bad ids and what the viewer may not see answer as not found.
 */
import type { CommentNamespace, CommentResource } from '../../../shared/comments/api';
import { COMMENTS_MESSAGES as M } from '../../../shared/comments/messages';
import { parseParagraphResource } from '../../../shared/comments/validation';
import { parseParagraphs } from '../../../shared/common/paragraphs';
import { ApiError, ErrorCode, isApiError, partNotFound } from '../../../shared/common/errors';
import type { ServiceContext } from '../../context';
import { parseFields } from '../../lib/fields';
import { parseId } from '../../lib/http';
import { isPartHidden } from '../../policy/visibility';
import { loadStory } from '../stories';
import { findComment, findPart, findPartHtml, type CommentPartRow, type CommentRow } from './commentsQueries';

export const commentNotFound = (): ApiError =>
  new ApiError(404, ErrorCode.InvalidValue, M.notFound, 'NotFound');
export const badResource = (message: string = M.badResource): ApiError =>
  new ApiError(400, ErrorCode.InvalidValue, message, 'InvalidValue');

/** A part the viewer may read, with its story's owner and title (deep links, the Writer badge). */
export interface PartContext {
  part: CommentPartRow;
  story: { id: number; user_id: number; title: string };
  /** The story's owner or a system admin (may delete any comment on it). */
  canManage: boolean;
}

export interface Target extends PartContext {
  namespace: CommentNamespace;
  resourceId: string;
  paragraphId: string | null;
  /** The comment replied to (namespace `comments`). */
  parent: CommentRow | null;
}

const ID_ONLY = parseFields('id');

/** The part as the viewer may see it, or part not found (400, 1020, as the parts API answers). */
export async function readablePart(ctx: ServiceContext, partId: number): Promise<PartContext> {
  const part = await findPart(ctx.db, partId);
  if (!part) throw partNotFound();
  const loaded = await loadStory(ctx, part.story_id, { fields: ID_ONLY }).catch((err: unknown) => {
    throw isApiError(err) && err.code === ErrorCode.StoryNotFound ? partNotFound() : err;
  });
  if (isPartHidden(part, loaded.canManage)) throw partNotFound();
  const { id, user_id, title } = loaded.row;
  return { part, story: { id: Number(id), user_id: Number(user_id), title }, canManage: loaded.canManage };
}

/** The paragraph ids of the part's current text, in reading order. */
export async function paragraphIdsOf(ctx: ServiceContext, partId: number): Promise<string[]> {
  return parseParagraphs(await findPartHtml(ctx.db, partId)).map((p) => p.id);
}

/** A comment on a part the viewer may read (not found otherwise). */
export async function readableComment(
  ctx: ServiceContext,
  id: unknown,
): Promise<{ row: CommentRow; at: PartContext }> {
  const commentId = parseId(id);
  const row = commentId === null ? undefined : await findComment(ctx.db, commentId);
  if (!row) throw commentNotFound();
  const at = await readablePart(ctx, Number(row.part_id)).catch((err: unknown) => {
    throw isApiError(err) && err.code === ErrorCode.PartNotFound ? commentNotFound() : err;
  });
  return { row, at };
}

export async function resolveTarget(ctx: ServiceContext, resource: CommentResource): Promise<Target> {
  const { namespace, resourceId } = resource;
  if (namespace === 'parts') {
    const partId = parseId(resourceId);
    if (partId === null) throw partNotFound();
    return {
      ...(await readablePart(ctx, partId)),
      namespace,
      resourceId: String(partId),
      paragraphId: null,
      parent: null,
    };
  }
  if (namespace === 'paragraphs') {
    const p = parseParagraphResource(resourceId);
    if (!p) throw badResource();
    const at = await readablePart(ctx, p.partId);
    if (!(await paragraphIdsOf(ctx, p.partId)).includes(p.paragraphId))
      throw badResource(M.paragraphNotFound);
    return { ...at, namespace, resourceId, paragraphId: p.paragraphId, parent: null };
  }
  if (namespace === 'comments') {
    const { row, at } = await readableComment(ctx, resourceId);
    return { ...at, namespace, resourceId: String(row.id), paragraphId: row.paragraph_id, parent: row };
  }
  throw badResource();
}
