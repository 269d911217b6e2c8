import type { RequestHandler } from 'express';
import session, { type Store } from 'express-session';
import { RedisStore } from 'connect-redis';
import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import { SESSION_COOKIE } from '../../shared/common/constants';
import { useBearerAsSessionCookie } from '../security/apiSession';
import { bindCsrfSecret } from '../security/security';
import { SqlSessionStore } from './sqlStore';

declare module 'express-session' {
  interface SessionData {
    userId?: number;
    /** `users.session_epoch` when the session signed in; a different current value ends the session. */
    epoch?: number;
  }
}

export const SESSION_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

/** Redis when configured (connect-redis 8 + a fail-fast ioredis), else the SQL database. */
export function createSessionStore(db: Knex, redis: Redis | null): Store {
  return redis ? new RedisStore({ client: redis, prefix: 'sess:' }) : new SqlSessionStore(db);
}

/**
 * Cookie `token`: httpOnly, SameSite=Lax, Secure when the request came over TLS (via `trust proxy`).
 * No session is created until something is stored in it, so anonymous pages never touch the store
 * (a visitor's CSRF token is stateless: it needs no session either).
 */
export function sessionMiddleware(store: Store, secret: string): RequestHandler {
  const sessions = session({
    name: SESSION_COOKIE,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: undefined,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: SESSION_MAX_AGE_MS, path: '/' },
  });
  // The same secret signs visitors' CSRF tokens (security.ts): no session needed to hold one.
  return (req, res, next) => {
    bindCsrfSecret(req, secret);
    useBearerAsSessionCookie(req); // `Authorization: Bearer <token>` loads that session (API tools)
    sessions(req, res, next);
  };
}
