/** `GET /api/v3/stories/{id}` (API-COMPAT.md): the story, cut to `fields=` when given. */
import { Router } from 'express';
import { parseFields, pickFields } from '../../lib/fields';
import { setCacheHeaders, type ContextFactory } from '../../lib/http';
import { getStory } from './storiesService';

export function createStoriesRouter(getContext: ContextFactory): Router {
  const router = Router();

  router.get('/api/v3/stories/:id', async (req, res) => {
    const ctx = getContext(req);
    const fields = parseFields(req.query.fields);
    const story = await getStory(ctx, req.params.id, { fields });
    setCacheHeaders(res, ctx);
    res.json(pickFields(story, fields));
  });

  return router;
}
