/** Starting and ending a signed-in session (express-session). */
import type { Request, Response } from 'express';
import { sign } from 'cookie-signature';
import { SESSION_COOKIE } from '../../../shared/common/constants';

declare module 'express-session' {
  interface SessionData {
    /** `users.session_epoch` at log-in (a password reset bumps it and so ends older sessions). */
    epoch?: number;
  }
}

const promisify = (fn: (cb: (err?: unknown) => void) => void): Promise<void> =>
  new Promise((resolve, reject) => fn((err) => (err ? reject(err) : resolve())));

/**
 * Signs `user` in on a NEW session id: the visitor's session (and any id an attacker planted
 * before log-in) is destroyed, so a fixed session id never becomes a signed-in one.
 */
export async function startSession(
  req: Request,
  user: { id: number; session_epoch?: number | null },
): Promise<void> {
  await promisify((cb) => req.session.regenerate(cb));
  req.session.userId = Number(user.id);
  req.session.epoch = Number(user.session_epoch ?? 0);
  req.session.signedInAt = Date.now(); // the absolute lifetime counts from here (session/userSessions.ts)
  await promisify((cb) => req.session.save(cb));
}

/** Ends the session in the store and clears the cookie. */
export async function endSession(req: Request, res: Response): Promise<void> {
  await promisify((cb) => req.session.destroy(cb));
  res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
}

/** The session cookie's value (what `Set-Cookie: token=…` carries): API tools send it back. */
export const sessionCookieValue = (sessionId: string, secret: string): string =>
  encodeURIComponent(`s:${sign(sessionId, secret)}`);
