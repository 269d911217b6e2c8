import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { ApiError } from '../../../shared/common/errors';
import { recoveryMessages as m } from '../../../shared/recovery/messages';
import { RedisRateLimitStore, storeOutageLogger } from '../../security/redisRateLimitStore';

interface LimitOptions {
  name: string;
  windowMs: number;
  limit: number;
  key: (req: Parameters<RequestHandler>[0]) => string;
  /** A limit on password checks refuses (503) while its store is down instead of letting all through. */
  failClosed?: boolean;
}

/**
 * A rate limit for one recovery action (shared by every process through Redis when configured).
 * Refusals go to the error handler as a 429 ApiError (JSON on the API, the error page for forms).
 */
export function recoveryLimit(redis: Redis | null, o: LimitOptions): RequestHandler {
  return rateLimit({
    windowMs: o.windowMs,
    limit: o.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    passOnStoreError: !o.failClosed,
    logger: storeOutageLogger,
    keyGenerator: o.key,
    // Keys that use the address go through `ipKey` (ipKeyGenerator: IPv6 /56 subnets).
    validate: { keyGeneratorIpFallback: false },
    handler: (_req, _res, next) => next(new ApiError(429, 429, m.tooManyResends, 'RateLimited')),
    ...(redis ? { store: new RedisRateLimitStore(redis, `rl:${o.name}:`) } : {}),
  });
}

export const ipKey = (ip: string | undefined): string => ipKeyGenerator(ip ?? 'unknown');
