/**
 * DMCA notices per sender (the account, else the address): 5 an hour, so the form cannot flood the
 * staff queue. Counted in Redis when configured (every process shares it), else in memory; like the
 * app's write limit it fails open on a Redis outage.
 */
import type { Options } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { ApiError } from '../../../shared/common/errors';
import { RedisRateLimitStore } from '../../security/redisRateLimitStore';

export const DMCA_NOTICES_PER_HOUR = 5;
const WINDOW_MS = 60 * 60 * 1000;

export interface DmcaLimiter {
  /** Counts a notice; throws 429 when it is one too many. */
  check(userId: number | null, ip: string): Promise<void>;
}

function memoryCounter(): (key: string) => Promise<number> {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return (key) => {
    const at = Date.now();
    if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
    const w = windows.get(key);
    if (!w || w.resetAt <= at) windows.set(key, { count: 1, resetAt: at + WINDOW_MS });
    else w.count += 1;
    return Promise.resolve(windows.get(key)?.count ?? 1);
  };
}

function redisCounter(redis: Redis): (key: string) => Promise<number> {
  const store = new RedisRateLimitStore(redis, 'rl:dmca:');
  store.init({ windowMs: WINDOW_MS } as Options); // the store reads only `windowMs`
  return async (key) => {
    try {
      return (await store.increment(key)).totalHits;
    } catch {
      return 0;
    }
  };
}

export function createDmcaLimiter(redis: Redis | null, limit = DMCA_NOTICES_PER_HOUR): DmcaLimiter {
  const count = redis ? redisCounter(redis) : memoryCounter();
  return {
    async check(userId, ip) {
      const hits = await count(userId ? `u:${userId}` : `ip:${ip}`);
      if (hits > limit)
        throw new ApiError(
          429,
          429,
          'Too many notices from you in the last hour. Please try again later.',
          'RateLimited',
        );
    },
  };
}
