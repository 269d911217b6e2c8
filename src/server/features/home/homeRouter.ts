import { Router } from 'express';
import type { ContextFactory } from '../../lib/http';
import { listHomeStories } from './homeService';

/** `GET /v5/home`: sections of the home feed (one "latest stories" section in this slice). */
export function createHomeRouter(getContext: ContextFactory): Router {
  const r = Router();
  r.get('/v5/home', async (req, res) => {
    const ctx = getContext(req);
    const items = await listHomeStories(ctx);
    res.setHeader('Cache-Control', ctx.viewer ? 'private, no-cache' : 'public, max-age=60');
    res.json({ sections: [{ type: 'storyList', index: 0, data: { heading: 'Latest stories', items } }] });
  });
  return r;
}
