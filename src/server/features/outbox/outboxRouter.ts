import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { parseId } from '../../lib/http';
import { apiErrorHandler } from '../../lib/legacyErrors';
import { createOutboxServerApi, outboxNotFound } from './outboxServerApi';

/**
 * JSON of the development outbox for the `/dev/outbox` page (client-side navigation). Mounted only
 * when `config.devOutbox` (not production, or DEV_OUTBOX=1); see `hideOutbox` otherwise.
 */
export function createOutboxRouter(db: Knex): Router {
  const r = Router();
  const api = createOutboxServerApi(db);
  r.get('/dev/api/outbox', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await api.list());
  });
  r.get('/dev/api/outbox/:id', async (req, res) => {
    const id = parseId(req.params.id);
    if (!id) throw outboxNotFound();
    res.set('Cache-Control', 'no-store').json(await api.get(id));
  });
  r.use('/dev/api', apiErrorHandler);
  return r;
}

/**
 * Outbox switched off (production without DEV_OUTBOX=1): its page and JSON answer 404 as if they
 * did not exist (the page renderer draws its not-found page for an unknown address).
 */
export const hideOutbox: RequestHandler = (req, _res, next) => {
  if (/^\/dev\/(?:api\/)?outbox(?:\/|$)/.test(req.path)) req.url = '/__outbox-disabled__';
  next();
};
