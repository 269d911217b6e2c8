/**
 * `POST /v5/infringement/story/{storyId}/copyright/report?original_story_id={id}` (JSON body an empty
 * string; accounts-safety-messaging §7): signed in (401, 1018), CSRF (app-wide); see copyrightService.
 */
import { Router } from 'express';
import type { ContextFactory } from '../../lib/http';
import { reportCopyright, type CopyrightNotifier } from './copyrightService';

export function createCopyrightRouter(getContext: ContextFactory, notifier: CopyrightNotifier): Router {
  const router = Router();
  router.post('/v5/infringement/story/:storyId/copyright/report', async (req, res) => {
    const ctx = getContext(req);
    const answer = await reportCopyright(ctx, notifier, req.params.storyId, req.query.original_story_id);
    res.set('Cache-Control', 'private, no-store').status(201).json(answer);
  });
  return router;
}
