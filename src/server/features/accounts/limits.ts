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

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { windowMs: 15 * 60_000, perAccount: 10, perAddress: 50 };

/**
 * Two limiters for a log-in route. Only failures count (`skipSuccessfulRequests`: a response
 * under 400 gives its hit back), so people who type their password right are never slowed.
 * `account` reads the identifier from the request; `onLimited` answers the 429. Create them once
 * and put them on every log-in route, so the form and the API count against the same budget.
 */
export function loginLimiters(
  redis: Redis | null,
  limits: LoginLimits,
  account: (req: Request) => string,
  onLimited: (req: Request, res: Response, next: NextFunction) => void,
): RequestHandler[] {
  const make = (kind: string, limit: number, key: (req: Request) => string) =>
    rateLimit({
      windowMs: limits.windowMs,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      passOnStoreError: true,
      skipSuccessfulRequests: true,
      keyGenerator: key,
      handler: (req, res, next) => onLimited(req, res, next),
      ...(redis
        ? { store: new RedisRateLimitStore(redis, `rl:${limits.namespace ?? ''}login-${kind}:`) }
        : {}),
    });
  return [
    make('address', limits.perAddress, (req) => ipKeyGenerator(req.ip ?? 'unknown')),
    make('account', limits.perAccount, (req) => account(req).trim().toLowerCase() || '-'),
  ];
}
