/**
 * The viewer's sessions: `GET /v5/sessions`, `DELETE /v5/sessions/:id` (the section with
 * JavaScript) and `POST /settings/sessions/end` (its form without JavaScript: `id`, `_csrf`).
 * Ending this session is a log-out; ending another removes it from the store at once.
 */
import { Router, type Request, type Response } from 'express';
import { ApiError, ErrorCode } from '../../../shared/common/errors';
import { sessionsMessages as m } from '../../../shared/sessions/messages';
import { SESSION_COOKIE } from '../../../shared/common/constants';
import type { ContextFactory } from '../../lib/http';
import { requireViewer } from '../../session/requireViewer';
import { endUserSession, listUserSessions } from '../../session/userSessions';

export const SESSIONS_SECTION = '/settings?section=sessions';

const idOf = (raw: unknown): number | null => {
  const s = typeof raw === 'string' ? raw : '';
  return /^\d{1,10}$/.test(s) ? Number(s) : null;
};

const notFound = () => new ApiError(404, ErrorCode.InvalidValue, m.notFound, 'NotFound');

async function end(
  req: Request,
  res: Response,
  getContext: ContextFactory,
  id: number | null,
): Promise<boolean> {
  const viewer = requireViewer(getContext(req));
  if (id === null) throw notFound();
  const done = await endUserSession(getContext(req).db, req.sessionStore, viewer.id, id);
  if (!done.ended) throw notFound();
  const own = done.sid === req.sessionID;
  if (own) res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
  return own;
}

export function createSessionsRouter(getContext: ContextFactory, absoluteMs: number): Router {
  const r = Router();

  r.get('/v5/sessions', async (req, res) => {
    const ctx = getContext(req);
    const viewer = requireViewer(ctx);
    res.set('Cache-Control', 'no-store');
    res.json({ sessions: await listUserSessions(ctx.db, viewer.id, req.sessionID ?? null, absoluteMs) });
  });

  r.delete('/v5/sessions/:id', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const own = await end(req, res, getContext, idOf(req.params.id));
    res.json({ result: 'OK', current: own });
  });

  r.post('/settings/sessions/end', async (req, res) => {
    if (!getContext(req).viewer)
      return res.redirect(303, `/login?nextUrl=${encodeURIComponent(SESSIONS_SECTION)}`);
    const body = (req.body ?? {}) as Record<string, unknown>;
    try {
      const own = await end(req, res, getContext, idOf(body.id));
      return res.redirect(303, own ? '/login' : `${SESSIONS_SECTION}&ended=1`);
    } catch (err) {
      if (err instanceof ApiError && err.status === 404)
        return res.redirect(303, `${SESSIONS_SECTION}&ended=0`);
      throw err;
    }
  });

  return r;
}
