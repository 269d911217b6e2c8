/**
 * "Do not sell my personal information" (spec §2, §4, §7, §9):
 * - `GET|PUT /v5/users/{username}/privacy-settings/ccpa/` → `{optout}` (self only; PUT body {optout})
 * - `GET /privacy/do-not-sell?json=1`: `{optout}`, the visitor's cookie or the user's stored choice
 * - `POST /privacy/do-not-sell`: the page's form (JavaScript off) or JSON (a visitor's opt-out with
 *   JavaScript): a visitor gets the `ccpa-oo` cookie for 3650 days, a user's choice is stored.
 * Every opt-out clears the `usprivacy` cookie.
 */
import { Router, type Request, type Response } from 'express';
import { ccpaBody } from '../../../shared/privacy/schema';
import { privacyMessages as m } from '../../../shared/privacy/messages';
import {
  CCPA_COOKIE,
  CCPA_COOKIE_MAX_AGE_MS,
  DO_NOT_SELL_PATH,
  isAppMode,
  optedOutUrl,
  USPRIVACY_COOKIE,
} from '../../../shared/privacy/validation';
import { cookieValue } from '../../lib/cookies';
import type { ContextFactory } from '../../lib/http';
import { formAction } from '../../ssr/formAction';
import { getCcpa, getOptOut, putCcpa } from './privacyService';

const CCPA_PATH = '/v5/users/:username/privacy-settings/ccpa';

/** A visitor's opt-out, from the `ccpa-oo` cookie (the request's `ServiceContext.ccpaOptOut`). */
export const ccpaOptOutOf = (req: Request): boolean => cookieValue(req.headers.cookie, CCPA_COOKIE) === '1';

const isOn = (v: unknown) => v === 'on' || v === 'true' || v === '1' || v === true;

/** The visitor's opt-out cookie (readable by page scripts such as ad code, hence not HttpOnly). */
function optOutResponse(req: Request, res: Response, visitor: boolean): void {
  if (visitor) {
    res.cookie(CCPA_COOKIE, '1', {
      maxAge: CCPA_COOKIE_MAX_AGE_MS,
      path: '/',
      sameSite: 'lax',
      secure: req.secure,
    });
  }
  res.clearCookie(USPRIVACY_COOKIE, { path: '/' });
}

export function createPrivacyRouter(getContext: ContextFactory): Router {
  const r = Router();

  r.get(CCPA_PATH, async (req, res) => {
    const answer = await getCcpa(getContext(req), req.params.username);
    res.set('Cache-Control', 'private, no-store').json(answer);
  });

  r.put(CCPA_PATH, async (req, res) => {
    const { optout } = ccpaBody.parse(req.body ?? {});
    const answer = await putCcpa(getContext(req), req.params.username, optout);
    if (optout) optOutResponse(req, res, false);
    res.set('Cache-Control', 'private, no-store').json(answer);
  });

  // The page's choice as JSON (its preload over HTTP); the page itself is the page handler's.
  r.get(DO_NOT_SELL_PATH, async (req, res, next) => {
    if (req.query.json !== '1') return next();
    res.set('Cache-Control', 'private, no-store').json(await getOptOut(getContext(req)));
  });

  r.post(
    DO_NOT_SELL_PATH,
    formAction(async (req, res) => {
      const ctx = getContext(req);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const json = Boolean(req.is('application/json'));
      const mode = typeof body.mode === 'string' && isAppMode(body.mode) ? 'app' : undefined;
      if (!json && !isOn(body.resident)) {
        const q = new URLSearchParams({ msg: m.residentRequired, ...(mode ? { mode } : {}) });
        return { redirect: `${DO_NOT_SELL_PATH}?${q.toString()}` };
      }
      if (ctx.viewer) {
        try {
          await putCcpa(ctx, ctx.viewer.username, true);
        } catch (err) {
          // Spec §8: the failure message, on the page (the JSON form answers the error).
          if (json) throw err;
          req.log?.error({ err }, 'opt-out could not be stored');
          const q = new URLSearchParams({ msg: m.failure, ...(mode ? { mode } : {}) });
          return { redirect: `${DO_NOT_SELL_PATH}?${q.toString()}` };
        }
      }
      optOutResponse(req, res, !ctx.viewer);
      if (json) {
        res.set('Cache-Control', 'private, no-store').json({ optout: true });
        return;
      }
      return { redirect: optedOutUrl(mode) };
    }),
  );

  return r;
}
