import { Router } from 'express';
import type { Knex } from 'knex';
import type { ContextFactory } from '../../lib/http';
import { queryString } from '../../lib/http';
import { getFlags, PLATFORMS, type FlagsCache } from './flagsService';

/**
 * `GET /api/v3/internal/features?platform=web`: `{flagName: boolean}` for the viewer. Any failure
 * (database, cache, unknown platform) answers `{}` — the client then runs with every flag off —
 * never a 500.
 */
export function createFlagsRouter(getContext: ContextFactory, db: Knex, cache: FlagsCache): Router {
  const r = Router();
  r.get(['/api/v3/internal/features', '/api/v3/internal/features/'], async (req, res) => {
    const ctx = getContext(req);
    const platform = queryString(req.query.platform) ?? 'web';
    res.set('Cache-Control', 'private, no-cache').vary('Cookie');
    if (!(PLATFORMS as readonly string[]).includes(platform)) return res.json({});
    try {
      res.json(await getFlags(db, cache, platform, ctx.viewer?.id ?? null));
    } catch (err) {
      req.log?.warn({ err }, 'feature flags unavailable; answering empty flags');
      res.json({});
    }
  });
  return r;
}
