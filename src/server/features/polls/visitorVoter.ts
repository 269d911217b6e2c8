/**
 * One anonymous answer per browser (reading-discovery §4 "Anonymous response is allowed"): a
 * visitor's first answer gives the browser a random 256-bit id in the httpOnly cookie `poll-voter`
 * (a year long; nothing is stored for it but the answers), and the answers are keyed by it. It is
 * not signed: it names no account and grants nothing, so an id a visitor makes up is only as good
 * as clearing the cookie (which any browser can do); what it prevents is answering twice from
 * one browser. No session is stored for visitors (docs/architecture.md "CSRF tokens").
 */
import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { cookieValue } from '../../lib/cookies';

export const POLL_VOTER_COOKIE = 'poll-voter';
const ID = /^[A-Za-z0-9_-]{43}$/;
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

/** The browser's voter id (null when it has none, or a malformed one). */
export function visitorKeyOf(req: Request): string | null {
  const id = cookieValue(req.headers.cookie, POLL_VOTER_COOKIE);
  return id && ID.test(id) ? id : null;
}

/** The browser's voter id, giving it one (the cookie) when it has none. */
export function ensureVisitorKey(req: Request, res: Response): string {
  const existing = visitorKeyOf(req);
  if (existing) return existing;
  const id = randomBytes(32).toString('base64url');
  res.cookie(POLL_VOTER_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    maxAge: ONE_YEAR_MS,
  });
  return id;
}
