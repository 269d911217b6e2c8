/**
 * Image appeal (accounts-safety-messaging §7):
 * - `POST /v5/image_moderation/appeal` JSON `{image_url, reason?}` → `{image_url, status: 'submitted'}`;
 *   appealed before: 409 `{code, message, status}` (submitted or resolved)
 * - `GET /v5/image_moderation/flagged?image_url=` → the owner's flagged image; `GET /v5/image_moderation/mine`
 * - `POST /image-appeal` (the page's form without JavaScript) → 303 to `/image-appeal?image_url=…&sent=1`;
 *   refused: the page again with the spec's text.
 * Owner only: 401 (1018) visitor, 403 (1154) not yours, 404 not flagged.
 */
import { Router, type RequestHandler } from 'express';
import { isApiError } from '../../../shared/common/errors';
import { IMAGE_APPEAL_PATH, imageAppealHref } from '../../../shared/imageAppeal/validation';
import { queryString, type ContextFactory } from '../../lib/http';
import { formAction } from '../../ssr/formAction';
import { appealImage, getFlaggedImage, myFlaggedImages, storyCoverFlag } from './imageAppealService';

const bodyOf = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};

export function createImageAppealRouter(getContext: ContextFactory, renderPage: RequestHandler): Router {
  const router = Router();

  router.get('/v5/image_moderation/flagged', async (req, res) => {
    const image = await getFlaggedImage(getContext(req), queryString(req.query.image_url));
    res.set('Cache-Control', 'private, no-store').json(image);
  });

  // Public (a visitor gets the placeholder rule too); `mine` is the viewer's own.
  router.get('/v5/image_moderation/story/:storyId/cover', async (req, res) => {
    res
      .set('Cache-Control', 'private, no-store')
      .json(await storyCoverFlag(getContext(req), req.params.storyId));
  });

  router.get('/v5/image_moderation/mine', async (req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await myFlaggedImages(getContext(req)));
  });

  router.post('/v5/image_moderation/appeal', async (req, res) => {
    const body = bodyOf(req.body);
    try {
      const answer = await appealImage(getContext(req), body.image_url, body.reason);
      res.set('Cache-Control', 'private, no-store').json(answer);
    } catch (err) {
      // The spec's error answer carries `status` (submitted or resolved).
      if (isApiError(err) && err.status === 409)
        return void res.status(409).json({ ...err.toBody(), status: err.errorType });
      throw err;
    }
  });

  router.post(
    IMAGE_APPEAL_PATH,
    formAction(async (req) => {
      const ctx = getContext(req);
      const body = bodyOf(req.body);
      const imageUrl = typeof body.image_url === 'string' ? body.image_url : '';
      if (!ctx.viewer) return { redirect: `/login?nextUrl=${encodeURIComponent(imageAppealHref(imageUrl))}` };
      try {
        await appealImage(ctx, imageUrl, body.reason);
        return { redirect: `${imageAppealHref(imageUrl)}&sent=1` };
      } catch (err) {
        if (!isApiError(err) || err.status >= 500) throw err;
        req.url = imageAppealHref(imageUrl);
        return {
          failed: {
            page: 'imageAppeal',
            values: { reason: typeof body.reason === 'string' ? body.reason.slice(0, 435) : '' },
            fieldErrors: {},
            message: err.message,
            status: err.status,
          },
        };
      }
    }, renderPage),
  );
  return router;
}
