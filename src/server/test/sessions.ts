/**
 * Sessions of the route tests: a session written straight into the app's store (signed in, or a
 * visitor's), a visitor's first visit to a form page, and a real log-in through the form.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Express } from 'express';
import type { Store } from 'express-session';
import { sign } from 'cookie-signature';
import request from 'supertest';
import { SESSION_COOKIE } from '../../shared/common/constants';
import { SESSION_MAX_AGE_MS } from '../session/session';

export interface TestSession {
  /** `Cookie` header value carrying the signed session id. */
  cookie: string;
  /** The session's CSRF token: send it as `x-csrf-token` (or `_csrf` in a form) on writes. */
  csrfToken: string;
}

/** A form page as a visitor first sees it: the cookies it sets (CSRF), its form's `_csrf`, the HTML. */
export interface FormPage extends TestSession {
  html: string;
}

/**
 * A client address of its own (sent as X-Forwarded-For; the app trusts loopback proxies), so
 * log-in limits counted in a shared Redis never leak between files or runs.
 */
export const testAddress = (): string => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Writes a signed-in session for `userId` straight into the app's store (what a log-in does). */
export async function storeSession(app: Express, secret: string, userId: number): Promise<TestSession> {
  const store = app.locals.sessionStore as Store;
  const sid = randomBytes(16).toString('hex');
  const csrfToken = randomBytes(32).toString('hex');
  const expires = new Date(Date.now() + SESSION_MAX_AGE_MS);
  const session = {
    cookie: {
      originalMaxAge: SESSION_MAX_AGE_MS,
      expires,
      httpOnly: true,
      path: '/',
      sameSite: 'lax' as const,
    },
    userId,
    csrfToken,
  };
  await new Promise<void>((resolve, reject) =>
    store.set(sid, session, (err) => (err ? reject(err) : resolve())),
  );
  return { cookie: `${SESSION_COOKIE}=${encodeURIComponent(`s:${sign(sid, secret)}`)}`, csrfToken };
}

/** Every cookie a response sets, as one `Cookie` header value ('' when none). */
export function cookiesOf(res: request.Response): string {
  const raw = (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  return raw.map((c) => c.split(';')[0]).join('; ');
}

/**
 * A visitor's CSRF pair as a form page gives it: the `csrf` cookie and its signed token.
 * Stateless: no session is stored.
 */
export async function visitorToken(app: Express): Promise<TestSession> {
  const res = await request(app).get('/login').expect(200);
  return { cookie: cookiesOf(res), csrfToken: csrfField(res.text) };
}

/** The session cookie (`token=…`) a response sets, or null. */
export function sessionCookie(res: request.Response): string | null {
  const raw = res.headers['set-cookie'] as unknown as string[] | undefined;
  const hit = raw?.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return hit ? hit.split(';')[0] : null;
}

/** The `_csrf` value of the page's first form, or '' when it has none. */
export const csrfField = (html: string): string => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

/** GETs a form page as a visitor from `ip`: the cookies it sets and the form's `_csrf`. */
export async function visit(app: Express, path: string, ip: string): Promise<FormPage> {
  const res = await request(app).get(path).set('X-Forwarded-For', ip).expect(200);
  const cookie = cookiesOf(res);
  const csrfToken = csrfField(res.text);
  if (!cookie || !csrfToken) throw new Error(`${path} gave no CSRF cookie or _csrf field`);
  return { cookie, csrfToken, html: res.text };
}

/**
 * Logs `username` in through `POST /login` from `ip` (so the session stores what a real log-in
 * stores, e.g. the password epoch); the CSRF token is the one a signed-in page then carries.
 */
export async function formLogin(
  app: Express,
  ip: string,
  username: string,
  password: string,
): Promise<TestSession> {
  const v = await visit(app, '/login', ip);
  const res = await request(app)
    .post('/login')
    .set('Cookie', v.cookie)
    .set('X-Forwarded-For', ip)
    .type('form')
    .send({ _csrf: v.csrfToken, username, password });
  const cookie = sessionCookie(res);
  if (res.status !== 303 || !cookie) throw new Error(`log-in of ${username} failed (${res.status})`);
  const page = await request(app).get('/settings').set('Cookie', cookie).expect(200);
  const csrfToken = /"csrfToken":"([^"]+)"/.exec(page.text)?.[1] ?? '';
  return { cookie, csrfToken };
}
