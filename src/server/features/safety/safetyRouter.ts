/**
 * Mute and block (accounts-safety-messaging §7; rules in safetyService.ts):
 * - `POST /apiv2/ignoreuser?id={username}&action=ignore_user|unignore_user` → `{username, isMuted}`
 * - `GET /apiv2/ignoreuser?action=get_ignored_web` → `[{name, username, avatar}]` (the viewer's)
 * - `GET /v4/users/{me}/blocks?get_all=true` (or `limit`, `offset`) → `{users: [{username, avatar}], total}`
 * - `POST /v4/users/{username}/blocks` (no body) → `{username, isBlocked: true}`; `DELETE` unblocks
 * - `POST /safety` (form: `_csrf`, `action` mute|unmute|block|unblock, `username`, `back`): the same
 *   without JavaScript, then 303 back (`safety=failed` added on a refusal).
 * Signed in (401, 1018); unknown or closed accounts 404 (1014); refusals 4xx with code 467.
 */
import { Router, type Response } from 'express';
import { ApiError, ErrorCode, isApiError } from '../../../shared/common/errors';
import { safeNextUrl } from '../../../shared/common/safeNextUrl';
import { SAFETY_MESSAGES as M } from '../../../shared/safety/messages';
import { blocksQuery, ignoreUserQuery } from '../../../shared/safety/schema';
import type { ContextFactory } from '../../lib/http';
import { formAction } from '../../ssr/formAction';
import { SAFETY_LIST_MAX, blockedUsers, mutedUsers, setBlocked, setMuted } from './safetyService';

const noStore = (res: Response): Response => res.set('Cache-Control', 'private, no-store');
const missingId = (): ApiError =>
  new ApiError(400, ErrorCode.ParameterMissing, 'Missing parameter: id', 'ParameterMissing');

const FORM_ACTIONS = ['mute', 'unmute', 'block', 'unblock'] as const;
type FormActionName = (typeof FORM_ACTIONS)[number];

export function createSafetyRouter(getContext: ContextFactory): Router {
  const router = Router();

  router.get('/apiv2/ignoreuser', async (req, res) => {
    const ctx = getContext(req);
    const { action } = ignoreUserQuery.parse(req.query);
    if (action !== 'get_ignored_web')
      throw new ApiError(405, ErrorCode.InvalidValue, M.badAction, 'InvalidValue');
    noStore(res).json(await mutedUsers(ctx));
  });

  router.post('/apiv2/ignoreuser', async (req, res) => {
    const ctx = getContext(req);
    const { id, action } = ignoreUserQuery.parse(req.query);
    if (action === 'get_ignored_web')
      throw new ApiError(400, ErrorCode.InvalidValue, M.badAction, 'InvalidValue');
    if (!id) throw missingId();
    noStore(res).json(await setMuted(ctx, id, action === 'ignore_user'));
  });

  router.get('/v4/users/:username/blocks', async (req, res) => {
    const ctx = getContext(req);
    const q = blocksQuery.parse(req.query);
    const all = q.get_all === 'true' || q.limit === undefined;
    const page = await blockedUsers(
      ctx,
      req.params.username,
      all ? SAFETY_LIST_MAX : (q.limit ?? SAFETY_LIST_MAX),
      q.offset ?? 0,
    );
    noStore(res).json(page);
  });

  router.post('/v4/users/:username/blocks', async (req, res) => {
    noStore(res).json(await setBlocked(getContext(req), req.params.username, true));
  });

  router.delete('/v4/users/:username/blocks', async (req, res) => {
    noStore(res).json(await setBlocked(getContext(req), req.params.username, false));
  });

  router.post(
    '/safety',
    formAction(async (req, res) => {
      const ctx = getContext(req);
      const body = req.body as { action?: unknown; username?: unknown; back?: unknown };
      const back = safeNextUrl(body.back, '/settings?section=mute').split('#')[0];
      if (!ctx.viewer) return { redirect: `/login?nextUrl=${encodeURIComponent(back)}` };
      res.set('Cache-Control', 'no-store');
      const action = FORM_ACTIONS.find((a) => a === body.action) as FormActionName | undefined;
      const username = typeof body.username === 'string' ? body.username : '';
      try {
        if (!action) throw new ApiError(400, ErrorCode.InvalidValue, M.badAction, 'InvalidValue');
        if (action === 'mute' || action === 'unmute') await setMuted(ctx, username, action === 'mute');
        else await setBlocked(ctx, username, action === 'block');
        return { redirect: back };
      } catch (err) {
        if (!isApiError(err) || err.status >= 500) throw err;
        const failed = `${back}${back.includes('?') ? '&' : '?'}safety=failed`;
        return { redirect: failed };
      }
    }),
  );

  return router;
}
