/**
 * The comments API (API-COMPAT "Comments (v5)", reading-discovery §2–9):
 * - `GET /v5/comments/namespaces/{parts|paragraphs|comments}/resources/{resourceId}/comments?limit=&after=`
 *   → `{comments, pagination: {after}}` (10 by default, at most 50: capped; `after` opaque)
 * - `GET /v5/comments/{commentId}` → the comment
 * - `POST /v5/comments` `{resource: {namespace, resourceId}, text, isAnnouncement?}` → 201, the comment
 * - `DELETE /v5/comments/namespaces/comments/resources/{commentId}` → 204
 * - `POST|DELETE /v5/comments/namespaces/comments/resources/{id}/sentiments/:like:` → `{count}`
 * - `GET /v4/parts/{id}/paragraphs` → `{paragraphs: [{id, commentCount}]}`
 * Writes: signed in (401, 1018), CSRF (app-wide); who may do what: commentsService.ts.
 */
import { Router, type Response } from 'express';
import { commentNamespace, listQuery, postBody } from '../../../shared/comments/schema';
import { ApiError, ErrorCode } from '../../../shared/common/errors';
import { setCacheHeaders, type ContextFactory } from '../../lib/http';
import type { CommentLimits } from './limits';
import {
  getComment,
  likeComment,
  listComments,
  paragraphCounts,
  postComment,
  removeComment,
} from './commentsService';

const noStore = (res: Response): Response => res.set('Cache-Control', 'private, no-store');
const LIKE = ':like:';

function requireLike(sentiment: string): void {
  if (sentiment !== LIKE) {
    throw new ApiError(
      400,
      ErrorCode.InvalidValue,
      'Invalid value for sentiment: only :like:',
      'InvalidValue',
    );
  }
}

export function createCommentsRouter(getContext: ContextFactory, limits: CommentLimits): Router {
  const router = Router();

  router.get('/v5/comments/namespaces/:namespace/resources/:resourceId/comments', async (req, res) => {
    const ctx = getContext(req);
    const namespace = commentNamespace.parse(req.params.namespace);
    const { limit, after } = listQuery.parse(req.query);
    const page = await listComments(ctx, { namespace, resourceId: req.params.resourceId }, { limit, after });
    setCacheHeaders(res, ctx);
    res.json(page);
  });

  router.get('/v5/comments/:commentId', async (req, res) => {
    const ctx = getContext(req);
    const comment = await getComment(ctx, req.params.commentId);
    setCacheHeaders(res, ctx);
    res.json(comment);
  });

  router.post('/v5/comments', async (req, res) => {
    const ctx = getContext(req);
    const body = postBody.parse(req.body ?? {});
    noStore(res)
      .status(201)
      .json(await postComment(ctx, body, limits));
  });

  router.delete('/v5/comments/namespaces/comments/resources/:commentId', async (req, res) => {
    await removeComment(getContext(req), req.params.commentId);
    noStore(res).status(204).end();
  });

  router.post(
    '/v5/comments/namespaces/comments/resources/:commentId/sentiments/:sentiment',
    async (req, res) => {
      requireLike(req.params.sentiment);
      noStore(res).json(await likeComment(getContext(req), req.params.commentId, true));
    },
  );

  router.delete(
    '/v5/comments/namespaces/comments/resources/:commentId/sentiments/:sentiment',
    async (req, res) => {
      requireLike(req.params.sentiment);
      noStore(res).json(await likeComment(getContext(req), req.params.commentId, false));
    },
  );

  router.get('/v4/parts/:id/paragraphs', async (req, res) => {
    const ctx = getContext(req);
    const answer = await paragraphCounts(ctx, req.params.id);
    setCacheHeaders(res, ctx);
    res.json(answer);
  });

  return router;
}
