/**
 * `GET /img/cover/{storyId}-{width}-{version}.png` and `GET /img/avatar/{username}-{size}-{version}.png`
 * (paths from src/shared/media.ts). Images are generated from the id/username and version alone
 * (no database read), cached in a bounded LRU, and sent as immutable: a new version is a new URL.
 * Widths must be one of COVER_WIDTHS and sizes one of AVATAR_SIZES (else 404). Versions are 1–16
 * letters or digits (`stories.cover_version`, `users.avatar_version`).
 */
import { Router, type Request, type Response } from 'express';
import type { Knex } from 'knex';
import { AVATAR_SIZES, COVER_WIDTHS } from '../../../shared/common/media';
import { renderAvatar } from './avatar';
import { renderCover } from './cover';
import { Lru } from './lru';

const COVER_FILE = /^(\d{1,10})-(\d{1,4})-([A-Za-z0-9]{1,16})\.png$/;
const AVATAR_FILE = /^(.{1,40})-(\d{1,4})-([A-Za-z0-9]{1,16})\.png$/;
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface MediaRouterOptions {
  /** How many generated images to keep in memory (default 500). */
  cacheSize?: number;
}

function notFound(res: Response): void {
  res.status(404).type('text/plain').set('Cache-Control', 'no-store').send('Image not found.');
}

function sendImage(req: Request, res: Response, etag: string, png: Buffer): void {
  res.setHeader('Cache-Control', CACHE_CONTROL);
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] === etag) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'image/png');
  res.setHeader('Content-Length', String(png.length));
  res.status(200).end(req.method === 'HEAD' ? undefined : png);
}

/**
 * `_db` is not read today (images derive from id + version); it is the hook for uploaded covers
 * (`POST /apiv2/updatestorycover`) when that feature stores them.
 */
export function createMediaRouter(_db?: Knex, options: MediaRouterOptions = {}): Router {
  const cache = new Lru<string, Buffer>(options.cacheSize ?? 500);
  const router = Router();
  // Mounted before the security headers: never let a browser sniff these as another type.
  router.use('/img', (_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  });

  const serve = (kind: string, render: () => Buffer, key: string) => (req: Request, res: Response) => {
    let png = cache.get(key);
    if (!png) {
      png = render();
      cache.set(key, png);
    }
    sendImage(req, res, `"${kind}-${encodeURIComponent(key)}"`, png);
  };

  router.get('/img/cover/:file', (req, res) => {
    const m = COVER_FILE.exec(String(req.params.file));
    const width = m ? Number(m[2]) : 0;
    if (!m || !(COVER_WIDTHS as readonly number[]).includes(width)) return notFound(res);
    const [, id, , version] = m;
    serve('c', () => renderCover(id, version, width), `${id}-${width}-${version}`)(req, res);
  });

  router.get('/img/avatar/:file', (req, res) => {
    const m = AVATAR_FILE.exec(String(req.params.file));
    const size = m ? Number(m[2]) : 0;
    if (!m || !(AVATAR_SIZES as readonly number[]).includes(size) || m[1].includes('/')) return notFound(res);
    const [, username, , version] = m;
    const key = `${username.toLowerCase()}-${size}-${version}`;
    serve('a', () => renderAvatar(username, version, size), key)(req, res);
  });

  return router;
}
