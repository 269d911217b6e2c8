import { Router } from 'express';
import { z } from 'zod';
import { setCacheHeaders, type ContextFactory } from '../../lib/http';
import { validationToApiError } from '../../lib/legacyErrors';
import { countPromotionEvent } from './homeQueries';
import { CONTINUE_READING_PATH, getContinueReading, getHomeSections } from './homeService';

/** 1×1 transparent GIF for impression pixels. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const trackParams = z.object({
  kind: z.enum(['click', 'impression']),
  storyId: z.coerce.number().int().positive(),
});

/** `GET /v5/home` (sections), the continue-reading dynamic path, and promoted-item tracking. */
export function createHomeRouter(getContext: ContextFactory): Router {
  const r = Router();
  r.get('/v5/home', async (req, res) => {
    const ctx = getContext(req);
    const sections = await getHomeSections(ctx);
    // The feed depends on the session and the locale cookie: `Vary: Cookie`, so a browser or CDN
    // never answers a signed-in reader (or another language) with a visitor's copy.
    setCacheHeaders(res, ctx);
    res.json({ sections });
  });
  r.get(CONTINUE_READING_PATH, async (req, res) => {
    const ctx = getContext(req);
    res.setHeader('Cache-Control', 'private, no-cache');
    res.json({ sections: [{ heading: 'Continue reading', data: { items: await getContinueReading(ctx) } }] });
  });
  r.get('/v5/home/track/:kind/:storyId', async (req, res) => {
    // Parsed here: the app's error handler no longer sees the path's params, so it would call a
    // malformed id "missing" (1006) rather than invalid (1005).
    const parsed = trackParams.safeParse(req.params);
    if (!parsed.success)
      throw validationToApiError(parsed.error.issues, (name: string) =>
        Boolean((req.params as Record<string, string>)[name]),
      );
    const { kind, storyId } = parsed.data;
    await countPromotionEvent(getContext(req).db, storyId, kind).catch(() => undefined); // tracking never fails a page
    res.set('Cache-Control', 'no-store');
    if (kind === 'impression') res.type('gif').send(PIXEL);
    else res.status(204).end();
  });
  return r;
}
