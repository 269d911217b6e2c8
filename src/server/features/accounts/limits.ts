/** Log-in rate limits: failures per account and per address (shared through Redis when configured). */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { RedisRateLimitStore } from '../../security/redisRateLimitStore';

export interface LoginLimits {
  windowMs: number;
  /** Failed log-ins allowed per account (username or email) in the window. */
  perAccount: number;
  /** Failed log-ins allowed per client address in the window. */
  perAddress: number;
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

/** The key an account's failures count under: its identifier, case-insensitive. */
export const loginAccountKey = (req: Request): string =>
  loginCredentials(req).identifier.toLowerCase() || '-';

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { windowMs: 15 * 60_000, perAccount: 10, perAddress: 50 };

/**
 * Two limiters for a log-in route. Only failures count (`skipSuccessfulRequests`: a response
 * under 400 gives its hit back), so people who type their password right are never slowed.
 * The account is `loginAccountKey` (what the log-in reads); `onLimited` answers the 429. Create them once
 * and put them on every log-in route, so the form and the API count against the same budget.
 */
export function loginLimiters(
  redis: Redis | null,
  limits: LoginLimits,
  onLimited: (req: Request, res: Response, next: NextFunction) => void,
): RequestHandler[] {
  const make = (kind: string, limit: number, key: (req: Request) => string) =>
    rateLimit({
      windowMs: limits.windowMs,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      // Fails closed: with Redis down a password check answers 503, not unlimited guesses.
      passOnStoreError: false,
      skipSuccessfulRequests: true,
      keyGenerator: key,
      handler: (req, res, next) => onLimited(req, res, next),
      ...(redis
        ? { store: new RedisRateLimitStore(redis, `rl:${limits.namespace ?? ''}login-${kind}:`) }
        : {}),
    });
  return [
    make('address', limits.perAddress, (req) => ipKeyGenerator(req.ip ?? 'unknown')),
    make('account', limits.perAccount, loginAccountKey),
  ];
}
