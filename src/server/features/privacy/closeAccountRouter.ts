/**
 * `/close-account` (login required): `GET` shows the page, `POST` (a real form, CSRF-checked
 * app-wide) confirms the password and closes the account, ends the session and lands on the
 * log-in page with a notice. A refused form renders the page again with its errors (400).
 */
import { Router, type RequestHandler, type Response } from 'express';
import { closeAccountBody } from '../../../shared/privacy/schema';
import { accountMessages as m } from '../../../shared/privacy/accountMessages';
import type { ContextFactory } from '../../lib/http';
import { formAction } from '../../ssr/formAction';
import type { Redis } from 'ioredis';
import { endSession, passwordCheckLimiter } from '../accounts';
import { closeOwnAccount } from './closeAccountService';

export const CLOSE_ACCOUNT_PATH = '/close-account';

/** Where a visitor logs in first, then comes back to `path`. */
const loginFirstUrl = (path: string): string => `/login?nextUrl=${encodeURIComponent(path)}`;

/** Sends a visitor to log in first, then back to `path`. */
export const loginFirst = (res: Response, path: string): void => res.redirect(303, loginFirstUrl(path));

export function createCloseAccountRouter(
  getContext: ContextFactory,
  renderPage: RequestHandler,
  redis: Redis | null = null,
): Router {
  const r = Router();
  // The password check is throttled per account (issue 25 §3: no unthrottled password oracle).
  const limited = passwordCheckLimiter(redis, 'close-account', (req) => getContext(req).viewer?.id);

  r.get(CLOSE_ACCOUNT_PATH, (req, res, next) => {
    if (!getContext(req).viewer) return loginFirst(res, CLOSE_ACCOUNT_PATH);
    next();
  });

  r.post(
    CLOSE_ACCOUNT_PATH,
    limited,
    formAction(async (req, res) => {
      const ctx = getContext(req);
      if (!ctx.viewer) return { redirect: loginFirstUrl(CLOSE_ACCOUNT_PATH) };
      const outcome = await closeOwnAccount(ctx, closeAccountBody.parse(req.body ?? {}));
      if (!outcome.ok) {
        const { password, comment } = outcome.fieldErrors;
        const fieldErrors = { ...(password ? { password } : {}), ...(comment ? { comment } : {}) };
        return { failed: { page: 'closeAccount', values: {}, fieldErrors, message: null, status: 400 } };
      }
      await endSession(req, res);
      return { redirect: `/login?notice=${encodeURIComponent(m.closed)}` };
    }, renderPage),
  );

  return r;
}
