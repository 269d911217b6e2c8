/**
 * The DMCA notice:
 * - `GET /v5/copyright/dmca?storyId=&partId=&reportedUser=&language=` → the prefilled form (JSON)
 * - `POST /v5/copyright/dmca` (JSON, the form's values) → 201 `{id}`; refused: 400 with `fieldErrors`
 * - `POST /help/dmca` (the page's form without JavaScript, `_csrf`) → 303 to `/help/dmca?sent=1`;
 *   refused: the same page again with the errors and what was typed (400).
 * Anyone may file (writing-paid-content §6); the prefill is the viewer's own contact only.
 */
import { Router, type RequestHandler } from 'express';
import { isApiError } from '../../../shared/common/errors';
import { dmcaValuesOf } from '../../../shared/copyright/dmca';
import { DMCA_PATH } from '../../../shared/copyright/messages';
import { queryString, type ContextFactory } from '../../lib/http';
import { formAction } from '../../ssr/formAction';
import { deviceOf, dmcaForm, fileDmca } from './dmcaService';
import type { DmcaLimiter } from './limits';

export function createDmcaRouter(
  getContext: ContextFactory,
  renderPage: RequestHandler,
  limiter: DmcaLimiter,
): Router {
  const router = Router();

  router.get('/v5/copyright/dmca', async (req, res) => {
    const ctx = getContext(req);
    const values = await dmcaForm(ctx, {
      storyId: queryString(req.query.storyId),
      partId: queryString(req.query.partId),
      reportedUser: queryString(req.query.reportedUser),
      language: queryString(req.query.language),
    });
    res.set('Cache-Control', 'private, no-store').json(values);
  });

  router.post('/v5/copyright/dmca', async (req, res) => {
    const ctx = getContext(req);
    await limiter.check(ctx.viewer?.id ?? null, req.ip ?? '');
    const body =
      typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
    const answer = await fileDmca(ctx, dmcaValuesOf(body), deviceOf(req.get('user-agent')));
    res.set('Cache-Control', 'private, no-store').status(201).json(answer);
  });

  router.post(
    DMCA_PATH,
    formAction(async (req, res) => {
      const ctx = getContext(req);
      res.set('Cache-Control', 'no-store');
      const body = req.body as Record<string, unknown>;
      const values = dmcaValuesOf(body);
      try {
        await limiter.check(ctx.viewer?.id ?? null, req.ip ?? '');
        await fileDmca(ctx, values, deviceOf(req.get('user-agent')));
        return { redirect: `${DMCA_PATH}?sent=1` };
      } catch (err) {
        if (!isApiError(err) || err.status >= 500) throw err;
        const query = new URLSearchParams({
          storyId: values.storyId,
          reportedUser: values.reportedUser,
          language: values.language,
        });
        req.url = `${DMCA_PATH}?${query.toString()}`;
        const text = Object.fromEntries(
          Object.entries(values).map(([k, v]) => [k, typeof v === 'boolean' ? (v ? '1' : '') : v]),
        );
        return {
          failed: {
            page: 'dmca',
            values: text,
            fieldErrors: err.fieldErrors ?? {},
            message: err.message,
            status: err.status,
          },
        };
      }
    }, renderPage),
  );
  return router;
}
