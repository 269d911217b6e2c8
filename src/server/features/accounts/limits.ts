/** Log-in rate limits: failures per account and per address (shared through Redis when configured). */
import { sign, unsign } from 'cookie-signature';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import { RedisRateLimitStore } from '../../security/redisRateLimitStore';
import { findLoginUser } from './accountsQueries';
import { MemoryBackoffStore, RedisBackoffStore, type BackoffPolicy, type BackoffStore } from './loginBackoff';

export interface LoginLimits {
  /** The address limit's window; how long an account's failures are remembered after its wait. */
  windowMs: number;
  /** Failed log-ins per account (username and email together) before the back-off starts. */
  perAccount: number;
  /** Failed log-ins allowed per client address in the window. */
  perAddress: number;
  /** The account's first wait after its free failures; each further failure doubles it. */
  backoffMs?: number;
  /** The longest wait between an account's log-in attempts. */
  maxBackoffMs?: number;
  /** Keeps these counters apart from other apps' on a shared Redis (tests). */
  namespace?: string;
}

/** A scalar parameter as text; anything else (an array, an object) is no value. */
const scalar = (source: unknown, key: string): string => {
  if (typeof source !== 'object' || source === null || Array.isArray(source)) return '';
  if (!Object.hasOwn(source, key)) return '';
  const v = (source as Record<string, unknown>)[key];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
};

export interface LoginCredentials {
  /** The username or email as typed (trimmed); '' when none was sent. */
  identifier: string;
  password: string;
}

/**
 * The one reading of a log-in's credentials (issue 25 §2), used by the limiter that counts the
 * account's failures AND by the log-in itself, so they always name the same account: the body's
 * `username` (or `email`) and `password`, else the query's (the legacy `POST /v4/sessions?…`).
 */
export function loginCredentials(req: Request): LoginCredentials {
  const fromBody = scalar(req.body, 'username') || scalar(req.body, 'email');
  const source: unknown = fromBody ? req.body : req.query;
  const identifier = (fromBody || scalar(source, 'username') || scalar(source, 'email')).trim().slice(0, 300);
  const password = (scalar(source, 'password') || scalar(req.body, 'password')).slice(0, 200);
  return { identifier, password };
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  windowMs: 15 * 60_000,
  perAccount: 5,
  perAddress: 50,
  backoffMs: 30_000,
  maxBackoffMs: 5 * 60_000,
};

/** The cookie that marks a browser its owner logged in from (issue 25 §3). */
export const KNOWN_DEVICE_COOKIE = 'kd';
const KNOWN_DEVICE_MAX_AGE_MS = 365 * 24 * 60 * 60_000;
const KNOWN_DEVICE_MAX_IDS = 5;

/** The account ids a request's known-device cookie names (signature checked), or none. */
export function knownDeviceIds(req: Request, secret: string): number[] {
  const raw = /(?:^|;\s*)kd=([^;]*)/.exec(req.headers.cookie ?? '')?.[1];
  if (!raw) return [];
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return [];
  }
  const ids = unsign(value, secret);
  if (ids === false) return [];
  return ids
    .split('-')
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);
}

/**
 * After a successful log-in: marks this browser as one its owner uses (a signed, http-only
 * cookie listing up to five account ids). That browser then skips the account's failure limit,
 * so strangers guessing a password cannot lock the owner out; the address limit still applies.
 */
export function rememberDevice(req: Request, res: Response, userId: number, secret: string): void {
  const ids = [userId, ...knownDeviceIds(req, secret).filter((id) => id !== userId)].slice(
    0,
    KNOWN_DEVICE_MAX_IDS,
  );
  res.cookie(KNOWN_DEVICE_COOKIE, sign(ids.join('-'), secret), {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/',
    maxAge: KNOWN_DEVICE_MAX_AGE_MS,
  });
}

/** The account a log-in names: its id, looked up once per request, or null (no such account). */
const accounts = new WeakMap<Request, Promise<{ id: number; epoch: number } | null>>();
function accountOf(db: Knex, req: Request): Promise<{ id: number; epoch: number } | null> {
  let found = accounts.get(req);
  if (!found) {
    const { identifier } = loginCredentials(req);
    found = identifier
      ? findLoginUser(db, identifier).then((u) =>
          u ? { id: Number(u.id), epoch: Number(u.session_epoch ?? 0) } : null,
        )
      : Promise.resolve(null);
    accounts.set(req, found);
  }
  return found;
}

/**
 * The key an account's failures count under: the account itself (its username and its email
 * share one count) and its password epoch, so a password reset starts a fresh count; an unknown
 * name counts under the name.
 */
export async function loginAccountKey(db: Knex, req: Request): Promise<string> {
  const account = await accountOf(db, req);
  if (account) return `u:${account.id}:${account.epoch}`;
  return `n:${loginCredentials(req).identifier.toLowerCase() || '-'}`;
}

export interface LoginLimiterDeps {
  db: Knex;
  redis: Redis | null;
  /** Signs the known-device cookie (the session secret). */
  secret: string;
}

/**
 * The limiters of a log-in route: per address, failures in a window (express-rate-limit; a
 * response under 400 gives its hit back); per account (`loginAccountKey`: either identifier), a
 * back-off (loginBackoff.ts): a few free failures, then each failure doubles the wait before the
 * next try, capped, so guessing stays slow but no stranger locks the owner out for long. The
 * owner's known browser (`rememberDevice`) skips the account back-off, a successful log-in clears
 * it, and so does a password reset (a new epoch, a new key). `onLimited` answers the 429 (the
 * `Retry-After` header is set). Create them once and put them on every log-in route, so the form
 * and the API count against the same budget.
 */
export function loginLimiters(
  deps: LoginLimiterDeps,
  limits: LoginLimits,
  onLimited: (req: Request, res: Response, next: NextFunction) => void,
): RequestHandler[] {
  const { db, redis, secret } = deps;
  const byAddress = rateLimit({
    windowMs: limits.windowMs,
    limit: limits.perAddress,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // Fails closed: with Redis down a password check answers 503, not unlimited guesses.
    passOnStoreError: false,
    skipSuccessfulRequests: true,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
    handler: (req, res, next) => onLimited(req, res, next),
    ...(redis ? { store: new RedisRateLimitStore(redis, `rl:${limits.namespace ?? ''}login-address:`) } : {}),
  });
  const policy: BackoffPolicy = {
    free: limits.perAccount,
    baseMs: limits.backoffMs ?? DEFAULT_LOGIN_LIMITS.backoffMs ?? 30_000,
    maxMs: limits.maxBackoffMs ?? DEFAULT_LOGIN_LIMITS.maxBackoffMs ?? 300_000,
    memoryMs: limits.windowMs,
  };
  const store: BackoffStore = redis
    ? new RedisBackoffStore(redis, `rl:${limits.namespace ?? ''}login-backoff:`, policy)
    : new MemoryBackoffStore(policy);
  const byAccount: RequestHandler = (req, res, next) => {
    void (async () => {
      const account = await accountOf(db, req);
      // The owner's known browser is not slowed by strangers' guesses at the same account.
      if (account !== null && knownDeviceIds(req, secret).includes(account.id)) return next();
      const key = await loginAccountKey(db, req);
      const answer = await store.attempt(key, Date.now());
      if (!answer.ok) {
        res.set('Retry-After', String(Math.ceil(answer.retryAfterMs / 1000)));
        return onLimited(req, res, next);
      }
      res.on('finish', () => {
        if (res.statusCode < 400) void store.clear(key);
      });
      next();
    })().catch(next);
  };
  return [byAddress, byAccount];
}

/** The answer to too many wrong passwords outside the log-in (closing the account, …). */
export const PASSWORD_CHECKS_LIMITED = 'Too many wrong passwords. Please wait 15 minutes and try again.';

/**
 * Throttles a signed-in password check (e.g. `/close-account`): failures (answers of 400 and
 * up) per account; the answer past the limit is a 429 with PASSWORD_CHECKS_LIMITED.
 */
export function passwordCheckLimiter(
  redis: Redis | null,
  name: string,
  accountOfRequest: (req: Request) => number | null | undefined,
  limits: { windowMs: number; limit: number } = { windowMs: 15 * 60_000, limit: 10 },
): RequestHandler {
  return rateLimit({
    windowMs: limits.windowMs,
    limit: limits.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    passOnStoreError: false,
    skipSuccessfulRequests: true,
    validate: { keyGeneratorIpFallback: false },
    keyGenerator: (req) => {
      const id = accountOfRequest(req);
      return id ? `u:${id}` : ipKeyGenerator(req.ip ?? 'unknown');
    },
    handler: (_req, _res, next) =>
      next(Object.assign(new Error(PASSWORD_CHECKS_LIMITED), { status: 429, expose: true })),
    ...(redis ? { store: new RedisRateLimitStore(redis, `rl:password-check-${name}:`) } : {}),
  });
}

/** The answer to too many password-strength checks from one address. */
export const STRENGTH_CHECKS_LIMITED = 'Too many requests. Please try again later.';

/**
 * `POST /v5/password-strength/check` is public and costly (zxcvbn on every call): checks per
 * client address, 60 a minute (the form asks once per pause in typing), shared through Redis.
 * Past it a 429 with STRENGTH_CHECKS_LIMITED (legacy error shape) and `Retry-After`. A Redis
 * outage lets checks through (nothing is guessed here; the write limit still applies).
 */
export function passwordStrengthLimiter(
  redis: Redis | null,
  limits: { windowMs: number; limit: number } = { windowMs: 60_000, limit: 60 },
): RequestHandler {
  return rateLimit({
    windowMs: limits.windowMs,
    limit: limits.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    passOnStoreError: true,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
    message: {
      result: 'ERROR',
      error_type: 'RateLimited',
      error_code: 429,
      code: 429,
      message: STRENGTH_CHECKS_LIMITED,
    },
    ...(redis ? { store: new RedisRateLimitStore(redis, 'rl:password-strength:') } : {}),
  });
}
