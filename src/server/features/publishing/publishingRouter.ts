/**
 * Publishing and covers (writing-paid-content.md §7):
 * - `GET /v4/parts/{partId}/publishing` — the part's publish facts (the owner)
 * - `POST /v4/parts/{partId}/publish` — publish now (the spec shows no path; the part model's call)
 * - `POST /v4/parts/{partId}/schedule-publish` {datetime} → `{part_id, scheduled_datetime}`
 * - `POST /v4/parts/{partId}/unschedule-publish` → `{success: true}`
 * - `POST /v4/stories/{storyId}/cover` — the raw image as the body (the settings page's upload)
 * - `POST /apiv2/updatestorycover` {id, image} — the cover import page's 512×800 PNG
 * Signed in (401, 1018), the owner (403, 1154), CSRF on browser sessions (app-wide).
 */
import express, { Router, type Request } from 'express';
import { partNotFound, storyNotFound } from '../../../shared/common/errors';
import { importCoverBody, scheduleBody } from '../../../shared/publishing/schema';
import { COVER_MAX_BYTES } from '../../../shared/publishing/validation';
import type { ContextFactory } from '../../lib/http';
import { parseId } from '../../lib/http';
import { requireViewer } from '../../session/requireViewer';
import { importCover, ownStory, uploadCover } from './coversService';
import { partPublishing, publishPart, schedulePart, unschedulePart } from './publishingService';

function partIdOf(req: Request): number {
  const id = parseId(req.params.partId);
  if (id === null) throw partNotFound();
  return id;
}

/** The raw upload, read only after the owner check (a refused upload is never read). */
const rawImage = express.raw({ type: () => true, limit: COVER_MAX_BYTES });

function readRaw(req: Request, res: express.Response): Promise<{ data: Buffer | null; tooLarge: boolean }> {
  // An over-size body is refused by its declared length but still drained (body-parser discards it
  // without buffering) before we answer: answering first cuts the client off mid-upload, and it
  // would see a broken connection instead of the 413 and its text.
  return new Promise((resolve) => {
    rawImage(req, res, (err?: unknown) => {
      if (err) {
        const type = (err as { type?: string }).type;
        resolve({ data: null, tooLarge: type === 'entity.too.large' });
      } else resolve({ data: Buffer.isBuffer(req.body) ? req.body : null, tooLarge: false });
    });
  });
}

export function createPublishingRouter(getContext: ContextFactory, clock: () => number = Date.now): Router {
  const router = Router();
  const noStore = (res: express.Response) => res.set('Cache-Control', 'private, no-store');

  router.get('/v4/parts/:partId/publishing', async (req, res) => {
    noStore(res).json(await partPublishing(getContext(req), partIdOf(req)));
  });

  router.post('/v4/parts/:partId/publish', async (req, res) => {
    noStore(res).json(await publishPart(getContext(req), partIdOf(req)));
  });

  router.post('/v4/parts/:partId/schedule-publish', async (req, res) => {
    const ctx = getContext(req);
    requireViewer(ctx);
    const body = scheduleBody.parse(req.body ?? {});
    noStore(res).json(
      await schedulePart(ctx, partIdOf(req), body.datetime ?? body.scheduled_datetime, clock()),
    );
  });

  router.post('/v4/parts/:partId/unschedule-publish', async (req, res) => {
    noStore(res).json(await unschedulePart(getContext(req), partIdOf(req)));
  });

  router.post('/v4/stories/:storyId/cover', async (req, res) => {
    const ctx = getContext(req);
    const storyId = parseId(req.params.storyId);
    if (storyId === null) throw storyNotFound();
    await ownStory(ctx, storyId); // before reading a byte of the upload
    const { data, tooLarge } = await readRaw(req, res);
    noStore(res).json(await uploadCover(ctx, storyId, data, tooLarge));
  });

  router.post('/apiv2/updatestorycover', async (req, res) => {
    const ctx = getContext(req);
    requireViewer(ctx);
    const body = importCoverBody.parse(req.body ?? {});
    noStore(res).json(await importCover(ctx, Number(body.id), body.image));
  });

  return router;
}

/**
 * Before the app's body parsers (1 MB JSON, 100 KB forms): the import's base64 PNG may be larger,
 * so its body is read here, bounded by the cover limit (base64 is 4/3 of the bytes).
 */
export function createCoverBodyRouter(): Router {
  const router = Router();
  const limit = Math.ceil((COVER_MAX_BYTES * 4) / 3) + 4096;
  router.post(
    '/apiv2/updatestorycover',
    express.json({ limit }),
    express.urlencoded({ extended: false, limit, parameterLimit: 10 }),
  );
  return router;
}
