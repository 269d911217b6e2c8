import { Router, type RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { ApiError, ErrorCode } from '../../../shared/common/errors';
import { recoveryMessages as m } from '../../../shared/recovery/messages';
import { parseFields, pickFields } from '../../lib/fields';
import type { ContextFactory } from '../../lib/http';
import { recoveryLimit } from './limits';
import { getOpenAccount } from './recoveryQueries';
import { sendVerificationEmail, verifyEmail, type RecoveryRouteDeps } from './recoveryService';

/** Re-verification reminders (spec §3, §9: the default reminder toast says 3 days). */
export const EMAIL_REVERIFICATION = { max_skips: 3, days_between_reminders: 3 } as const;

const notLoggedIn = () => new ApiError(401, ErrorCode.NotLoggedIn, 'You must be logged in.', 'NotLoggedIn');

const resendBody = z.object({ activation_email: z.literal('true') });

/**
 * Email verification: the emailed link (`GET /verify-email?token=`), the resend call
 * (`POST /api/v3/users/validate` activation_email=true) and the current user's verification status
 * (`GET /api/v3/internal/current_user`).
 */
export function createVerificationRouter(
  getContext: ContextFactory,
  deps: RecoveryRouteDeps,
  redis: Redis | null,
): Router {
  const r = Router();

  r.get('/verify-email', async (req, res) => {
    const ok = await verifyEmail(deps.db, req.query.token);
    res
      .set('Cache-Control', 'no-store')
      .redirect(303, ok ? '/email-verified' : '/email-verified?error=invalid');
  });

  const requireViewer: RequestHandler = (req, _res, next) =>
    next(getContext(req).viewer ? undefined : notLoggedIn());
  const resendLimit = recoveryLimit(redis, {
    name: 'verify-resend',
    windowMs: 10 * 60_000,
    limit: 3,
    key: (req) => String(getContext(req).viewer?.id),
  });

  r.post(
    ['/api/v3/users/validate', '/api/v3/users/validate/'],
    requireViewer,
    resendLimit,
    async (req, res) => {
      resendBody.parse(req.body ?? {});
      const ctx = getContext(req);
      const viewerId = ctx.viewer?.id ?? 0;
      let sent: Awaited<ReturnType<typeof sendVerificationEmail>>;
      try {
        sent = await sendVerificationEmail(deps, viewerId, deps.linkOrigin);
      } catch (err) {
        req.log?.error({ err }, 'verification email could not be sent');
        throw new ApiError(502, 1000, m.resendFailedBody, 'MailError');
      }
      res.set('Cache-Control', 'no-store');
      if (sent.outcome === 'already_verified')
        throw new ApiError(400, ErrorCode.InvalidValue, m.alreadyVerified);
      if (sent.outcome !== 'sent') throw new ApiError(400, ErrorCode.InvalidValue, m.noEmail);
      res.json({ result: 'OK', email: sent.email, message: m.resendSentBody(sent.email ?? '') });
    },
  );

  r.get(
    ['/api/v3/internal/current_user', '/api/v3/internal/current_user/'],
    requireViewer,
    async (req, res) => {
      const ctx = getContext(req);
      const account = await getOpenAccount(ctx.db, ctx.viewer?.id ?? 0);
      if (!account) throw notLoggedIn();
      const user = {
        id: account.id,
        username: account.username,
        email: account.email,
        verified_email: account.verified,
        email_reverification_status: {
          is_email_reverified: account.isEmailReverified,
          ...EMAIL_REVERIFICATION,
        },
      };
      res.set('Cache-Control', 'private, no-store').json(pickFields(user, parseFields(req.query.fields)));
    },
  );

  return r;
}
