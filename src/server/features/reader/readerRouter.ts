/**
 * Reader API (reading-discovery.md §7, API-COMPAT.md):
 * - `POST /api/v3/stories/{storyId}/parts/{partId}/votes` votes, `DELETE` on the same path unvotes;
 *   both answer VoteResult (`{storyId, partId, voted, voteCount, storyVoteCount}`).
 * - `GET /apiv2/syncreadingposition?story_id=` → `{part, position}` (462 without a story id);
 *   `POST /apiv2/syncreadingposition` with story_id, part_id, position (0–1), as JSON or a form
 *   (the page-leave beacon sends a form with `_csrf`).
 * Signed-in only (401, code 1018); writes pass the app's CSRF check; never cached.
 * - `GET /api/v3/stories/{id}/similar` → `{stories}`: "You may also like" cards (anyone).
 */
import { Router, type Response } from 'express';
import { ApiError, ErrorCode, partNotFound, storyNotFound } from '../../../shared/common/errors';
import { syncPositionBody, syncPositionQuery } from '../../../shared/reader/schema';
import type { ContextFactory } from '../../lib/http';
import { parseId, queryString, setCacheHeaders } from '../../lib/http';
import { listSimilarStories } from './discoveryService';
import { getReadingPosition, requireViewer, syncReadingPosition, votePart } from './readerService';

const noStore = (res: Response): Response => res.set('Cache-Control', 'private, no-store');

export const missingStoryId = (): ApiError =>
  new ApiError(400, ErrorCode.MissingStoryId, 'Missing story id', 'MissingParameter');

/** Path ids: a story id that cannot exist is "story not found" (1017), a part id 1020. */
function voteIds(params: Record<string, string>): { storyId: number; partId: number } {
  const storyId = parseId(params.storyId);
  if (storyId === null) throw storyNotFound();
  const partId = parseId(params.partId);
  if (partId === null) throw partNotFound();
  return { storyId, partId };
}

export function createReaderRouter(getContext: ContextFactory): Router {
  const router = Router();
  const votesPath = '/api/v3/stories/:storyId/parts/:partId/votes';

  router.post(votesPath, async (req, res) => {
    const ctx = getContext(req);
    requireViewer(ctx);
    const { storyId, partId } = voteIds(req.params);
    noStore(res).json(await votePart(ctx, storyId, partId, true));
  });

  router.delete(votesPath, async (req, res) => {
    const ctx = getContext(req);
    requireViewer(ctx);
    const { storyId, partId } = voteIds(req.params);
    noStore(res).json(await votePart(ctx, storyId, partId, false));
  });

  router.get('/apiv2/syncreadingposition', async (req, res) => {
    const ctx = getContext(req);
    requireViewer(ctx);
    if (!queryString(req.query.story_id)) throw missingStoryId();
    const { story_id } = syncPositionQuery.parse({ story_id: queryString(req.query.story_id) });
    noStore(res).json(await getReadingPosition(ctx, story_id));
  });

  router.post('/apiv2/syncreadingposition', async (req, res) => {
    const ctx = getContext(req);
    requireViewer(ctx);
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.story_id === undefined || body.story_id === '') throw missingStoryId();
    const input = syncPositionBody.parse(body);
    noStore(res).json(await syncReadingPosition(ctx, input.story_id, input.part_id, input.position));
  });

  router.get('/api/v3/stories/:id/similar', async (req, res) => {
    const ctx = getContext(req);
    const stories = await listSimilarStories(ctx, req.params.id);
    setCacheHeaders(res, ctx);
    res.json({ stories });
  });

  return router;
}
