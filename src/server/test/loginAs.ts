import { randomBytes } from 'node:crypto';
import type { Express } from 'express';
import type { Store } from 'express-session';
import { sign } from 'cookie-signature';
import { SESSION_COOKIE } from '../../shared/common/constants';
import { SESSION_MAX_AGE_MS } from '../session/session';

export interface TestSession {
  /** `Cookie` header value carrying the signed session id. */
  cookie: string;
  /** The session's CSRF token: send it as `x-csrf-token` (or `_csrf` in a form) on writes. */
  csrfToken: string;
}

/**
 * Signs `userId` in on `app` by writing a session straight into the app's session store
 * (what a log-in does), so route tests of signed-in features need no log-in form.
 */
export async function loginAs(app: Express, userId: number, secret: string): Promise<TestSession> {
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
