import { Router, type Request } from 'express';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { ApiError, ErrorCode } from '../../../shared/common/errors';
import { recoveryMessages as m } from '../../../shared/recovery/messages';
import { normalizeIdentifier, WEAK_PASSWORD_CODE } from '../../../shared/recovery/validation';
import type { ContextFactory } from '../../lib/http';
import { ipKey, recoveryLimit } from './limits';
import {
  requestPasswordReset,
  resetLinkUsable,
  resetPassword,
  type RecoveryRouteDeps,
  type ResetOutcome,
} from './recoveryService';

/** `nextUrl` is carried along as given (at most 512 characters); the log-in page makes it safe. */
const carried = (v: unknown): string | undefined =>
  typeof v === 'string' && v.length > 0 && v.length <= 512 ? v : undefined;

const withQuery = (path: string, params: Record<string, string | undefined>): string => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
};

/** Never throws: a missing or odd value becomes '' (an invalid link or a too-short password). */
const resetBody = z.object({
  at: z.string().max(200).catch(''),
  password: z.string().max(1000).catch(''),
  isFromPushNotification: z.string().optional().catch(undefined),
});

const isTrue = (v: unknown) => v === 'true' || v === '1' || v === 'on';

const ERROR_TEXT: Record<Exclude<ResetOutcome, { ok: true }>['error'], string> = {
  error_invalid_password_length: m.invalidPasswordLength,
  error_weak_password: m.weakPassword,
  error_invalid_token: m.invalidResetLink,
};

/**
 * Forgot/reset password: the HTML forms (`POST /forgot`, `POST /reset`, work without JavaScript)
 * and the legacy API call `POST /apiv2/updateuserpassword` in its reset form (with `at`).
 */
export function createRecoveryRouter(
  getContext: ContextFactory,
  deps: RecoveryRouteDeps,
  redis: Redis | null,
): Router {
  const r = Router();
  const forgotLimit = recoveryLimit(redis, {
    name: 'forgot',
    windowMs: 15 * 60_000,
    limit: 10,
    key: (req) => ipKey(req.ip),
  });

  r.post('/forgot', forgotLimit, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const nextUrl = carried(body.nextUrl);
    const identifier = normalizeIdentifier(body.username);
    if (!identifier) {
      return res.redirect(303, withQuery('/forgot', { nextUrl, msg: m.forgotRequired }));
    }
    await requestPasswordReset(deps, identifier, deps.linkOrigin);
    // The same answer whether or not an account matched (no account enumeration).
    res.redirect(303, withQuery('/forgot', { nextUrl, sent: '1' }));
  });

  const reset = async (req: Request) => {
    const body = resetBody.parse(req.body ?? {});
    const push = isTrue(body.isFromPushNotification);
    return { push, at: body.at, outcome: await resetPassword(deps, body.at, body.password) };
  };

  // A used, expired or unknown link says so when it is opened, not after a new password was typed:
  // the forgot form, with the same message as a refused post (spec §8: /forgot?nextUrl=settings).
  r.get(['/reset', '/reset/'], async (req, res, next) => {
    if (req.query.done !== undefined) return next(); // the push flow's success page
    if (await resetLinkUsable(deps.db, req.query.at)) return next();
    res
      .set('Cache-Control', 'no-store')
      .redirect(303, withQuery('/forgot', { nextUrl: 'settings', msg: m.invalidResetLink }));
  });

  r.post('/reset', async (req, res) => {
    const { push, at, outcome } = await reset(req);
    const pushFlag = push ? 'true' : undefined;
    if (outcome.ok) {
      return res.redirect(
        303,
        push
          ? withQuery('/reset', { done: 'push' })
          : withQuery('/login', { nexturl: 'home', notice: m.resetDone }),
      );
    }
    if (outcome.error === 'error_invalid_token') {
      return res.redirect(303, withQuery('/forgot', { nextUrl: 'settings', msg: m.invalidResetLink }));
    }
    res.redirect(303, withQuery('/reset', { at, isFromPushNotification: pushFlag, error: outcome.error }));
  });

  r.post(['/apiv2/updateuserpassword', '/apiv2/updateuserpassword/'], async (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.at === undefined) return next(); // the signed-in change-password form (settings)
    const { outcome } = await reset(req);
    res.set('Cache-Control', 'no-store');
    if (outcome.ok) return res.json({ result: 'OK' });
    const code = outcome.error === 'error_invalid_token' ? ErrorCode.InvalidValue : WEAK_PASSWORD_CODE;
    const e = new ApiError(400, code, ERROR_TEXT[outcome.error], 'InvalidPassword');
    res.status(400).json({ ...e.toBody(), error_code: outcome.error });
  });

  return r;
}
