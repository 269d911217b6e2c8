/**
 * The language choice (spec §7 "language change: sets a locale cookie and reloads", §9 3650 days):
 * - `languageCookie(db)`: middleware giving visitors the language of their `locale` cookie
 *   (`res.locals.languageId`, used for the home sections and everything else that is by language)
 * - `GET /language?json=1`: the picker's languages (the page, linked from the footer, is a plain form)
 * - `POST /language`: sets the cookie (and `users.language_id` when signed in) and goes back
 */
import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { languageBody } from '../../../shared/privacy/schema';
import { accountMessages as m } from '../../../shared/privacy/accountMessages';
import { safeNextUrl } from '../../../shared/common/safeNextUrl';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_MS } from '../../../shared/privacy/accountValidation';
import { cookieValue } from '../../lib/cookies';
import type { ContextFactory } from '../../lib/http';
import { formAction } from '../../ssr/formAction';
import { languageChoice, languageOfLocale, listLanguages, setUserLanguage } from './languageService';

export const LANGUAGE_PATH = '/language';

export function languageCookie(db: Knex): RequestHandler {
  return async (req, res, next) => {
    const value = cookieValue(req.headers.cookie, LOCALE_COOKIE);
    if (value) res.locals.languageId = (await languageOfLocale(db, value))?.id;
    next();
  };
}

export function createLanguageRouter(getContext: ContextFactory): Router {
  const r = Router();

  // The picker's languages as JSON (the page's preload over HTTP).
  r.get(LANGUAGE_PATH, async (req, res, next) => {
    if (req.query.json !== '1') return next();
    res.set('Cache-Control', 'private, no-store').json(await languageChoice(getContext(req)));
  });

  r.post(
    LANGUAGE_PATH,
    formAction(async (req, res) => {
      const ctx = getContext(req);
      const body = languageBody.parse(req.body ?? {});
      const items = await listLanguages(ctx.db);
      const chosen =
        items.find((l) => l.id === body.languageId) ??
        (await languageOfLocale(ctx.db, body.locale ?? undefined));
      const next = safeNextUrl(body.nextUrl, '/home');
      if (!chosen) {
        const q = new URLSearchParams({ msg: m.languageUnknown, nextUrl: next });
        return { redirect: `${LANGUAGE_PATH}?${q.toString()}` };
      }
      res.cookie(LOCALE_COOKIE, chosen.locale, {
        maxAge: LOCALE_COOKIE_MAX_AGE_MS,
        path: '/',
        sameSite: 'lax',
        secure: req.secure,
      });
      if (ctx.viewer) await setUserLanguage(ctx.db, ctx.viewer.id, chosen.id);
      return { redirect: next };
    }),
  );

  return r;
}
