/**
 * Uploaded covers at the generated covers' addresses (`/img/cover/{storyId}-{width}-{version}.png`,
 * API-COMPAT.md "URLs": `-256-` and `-512-` both work). An uploaded cover's version starts with `u`;
 * any other address falls through to the media feature's generated covers. Immutable: a new upload
 * is a new version, so a new URL.
 */
import { Router } from 'express';
import type { Knex } from 'knex';
import { COVER_WIDTHS } from '../../../shared/common/media';
import { findCoverImage } from './publishingQueries';

const UPLOADED = /^(\d{1,10})-(\d{1,4})-(u[A-Za-z0-9]{1,15})\.png$/;

export function createCoverImagesRouter(db: Knex): Router {
  const router = Router();
  router.get('/img/cover/:file', async (req, res, next) => {
    const m = UPLOADED.exec(String(req.params.file));
    if (!m || !(COVER_WIDTHS as readonly number[]).includes(Number(m[2]))) return next();
    const image = await findCoverImage(db, Number(m[1]), m[3], Number(m[2]));
    if (!image) return next();
    const etag = `"u-${m[1]}-${m[2]}-${m[3]}"`;
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) return void res.status(304).end();
    res.type(image.contentType).setHeader('Content-Length', String(image.data.length));
    res.status(200).end(req.method === 'HEAD' ? undefined : image.data);
  });
  return router;
}
