/**
 * API sessions (docs/api-sessions.md; API-COMPAT.md "Authentication for API tools").
 *
 * A session created by `POST /v4/sessions` is an API session (`session.api`). Tools write with
 * its `token` cookie alone, or with `Authorization: Bearer <token>`, and send no CSRF token: a
 * tool is not a browser, so there is no other site's page that could make it send a request.
 * What CSRF protects against is a browser carrying a cookie into a request another site started,
 * and a browser says so: such a request carries a foreign `Origin` or `Sec-Fetch-Site` other
 * than `same-origin`/`none`. An API session refuses exactly those. Sessions made by the web
 * log-in (forms, social sign-in) are browser sessions and keep the synchroniser-token check.
 */
import type { Request } from 'express';
import { SESSION_COOKIE } from '../../shared/common/constants';
import { isSafeMethod } from '../lib/http';

declare module 'express-session' {
  interface SessionData {
    /** True for a session made by `POST /v4/sessions` (an API tool's): no CSRF token, same-site only. */
    api?: boolean;
  }
}

/**
 * True when the browser says another site started the request: `Sec-Fetch-Site` is `cross-site`
 * or `same-site` (a sibling subdomain is another site for us), or `Origin` is not our own.
 * Tools send neither header, so for them this is false.
 */
export function isCrossSite(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = req.get('origin');
  return origin !== undefined && origin !== `${req.protocol}://${req.get('host') ?? ''}`;
}

/**
 * What the CSRF check does with this request: `csrf` (the browser rule: a safe method, or not an
 * API session), `pass` (an API session's write from a tool) or `refuse` (an API session's write
 * started by another site).
 */
export function apiSessionRule(req: Request): 'csrf' | 'pass' | 'refuse' {
  if (isSafeMethod(req.method) || req.session?.api !== true) return 'csrf';
  return isCrossSite(req) ? 'refuse' : 'pass';
}

/** Marks the (just signed-in) session as an API session and saves it. */
export async function markApiSession(req: Request): Promise<void> {
  req.session.api = true;
  await new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
}

/**
 * `Authorization: Bearer <token>` → the token (the `token` cookie's value, URL-encoded), else
 * undefined; anything but URL-safe characters is no token (it cannot smuggle other cookies in).
 */
export function bearerToken(req: Pick<Request, 'headers'>): string | undefined {
  const header = req.headers.authorization;
  const m = typeof header === 'string' ? /^Bearer\s+([\w%.~+/=-]+)\s*$/i.exec(header) : null;
  return m ? m[1] : undefined;
}

/**
 * Loads the session a Bearer token names: the session middleware reads the `token` cookie, so the
 * token takes that cookie's place in the request. A request that carries a `token` cookie keeps
 * it (the cookie wins: a browser's own session is never swapped by a header). Run right before
 * the session middleware.
 */
export function useBearerAsSessionCookie(req: Pick<Request, 'headers'>): void {
  const token = bearerToken(req);
  if (token === undefined) return;
  const cookies = (req.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  if (cookies.some((c) => c.startsWith(`${SESSION_COOKIE}=`))) return;
  req.headers.cookie = [...cookies, `${SESSION_COOKIE}=${token}`].join('; ');
}
