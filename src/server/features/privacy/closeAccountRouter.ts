/**
 * `/close-account` (login required): `GET` shows the page, `POST` (a real form, CSRF-checked
 * app-wide) confirms the password and closes the account, ends the session and lands on the
 * log-in page with a notice. A refused form renders the page again with its errors (400).
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { privacyInitialState } from '../../../reducers/privacy/privacySlice';
import { closeAccountBody } from '../../../shared/privacy/schema';
import { accountMessages as m } from '../../../shared/privacy/accountMessages';
import type { ContextFactory } from '../../lib/http';
import { endSession } from '../accounts';
import { closeOwnAccount } from './closeAccountService';

export const CLOSE_ACCOUNT_PATH = '/close-account';

/** Sends a visitor to log in first, then back to `path`. */
export const loginFirst = (res: Response, path: string): void =>
  res.redirect(303, `/login?nextUrl=${encodeURIComponent(path)}`);

export function createCloseAccountRouter(getContext: ContextFactory, renderPage: RequestHandler): Router {
  const r = Router();

  r.get(CLOSE_ACCOUNT_PATH, (req, res, next) => {
    if (!getContext(req).viewer) return loginFirst(res, CLOSE_ACCOUNT_PATH);
    next();
  });

  r.post(CLOSE_ACCOUNT_PATH, async (req: Request, res: Response, next) => {
    const ctx = getContext(req);
    if (!ctx.viewer) return loginFirst(res, CLOSE_ACCOUNT_PATH);
    const outcome = await closeOwnAccount(ctx, closeAccountBody.parse(req.body ?? {}));
    if (!outcome.ok) {
      res.locals.pageState = {
        privacy: { ...privacyInitialState, closeForm: { fieldErrors: outcome.fieldErrors, status: 400 } },
      };
      return renderPage(req, res, next);
    }
    await endSession(req, res);
    res.redirect(303, `/login?notice=${encodeURIComponent(m.closed)}`);
  });

  return r;
}
