/**
 * After an under-13 refusal (code 1027) the browser gets a `signup_lock` cookie for 24 hours, and
 * sign-up from that browser is refused the same way meanwhile — an immediate retry with another
 * birthday does not work. (A cookie is all a browser-level lock can be: clearing cookies gets
 * around it, as it does on the legacy product.)
 */
import type { Request, Response } from 'express';

export const UNDERAGE_LOCK_COOKIE = 'signup_lock';
export const UNDERAGE_LOCK_MS = 24 * 60 * 60_000;

export function setUnderageLock(res: Response): void {
  res.cookie(UNDERAGE_LOCK_COOKIE, '1', {
    maxAge: UNDERAGE_LOCK_MS,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
  });
}

/** True when this browser was refused as under 13 within the last 24 hours. */
export function lockedOut(req: Request): boolean {
  const header = req.headers.cookie ?? '';
  return header.split(/;\s*/).some((c) => c === `${UNDERAGE_LOCK_COOKIE}=1`);
}
