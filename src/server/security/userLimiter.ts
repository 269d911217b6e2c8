/**
 * A per-user (or per-address) limit on one kind of write: comments, reports, private messages.
 * Counted in Redis when configured (every process shares it, `RedisRateLimitStore`), else in this
 * process's memory. Like the app's write limit it fails open: a Redis outage lets writes through
 * rather than refusing them (the outage is logged by the Redis client).
 *
 * Not express-rate-limit's middleware: these limits count after the request is known to be a real
 * write by a known user (a refused or invalid post does not use up the limit).
 */
import type { Options } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import type { ApiError } from '../../shared/common/errors';
import { RedisRateLimitStore } from './redisRateLimitStore';

export interface UserLimiter {
  /** Counts a write by `key` (`u{id}`, `ip:{address}`); throws the limit's 429 when it is one too many. */
  hit(key: string): Promise<void>;
}

export interface UserLimitOptions {
  limit: number;
  windowMs: number;
}

/** A fixed window per key, in memory (one process; tests, SQLite sessions). */
function memoryCounter(windowMs: number): (key: string) => Promise<number> {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return async (key) => {
    const at = Date.now();
    if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k);
    const w = windows.get(key);
    if (!w || w.resetAt <= at) {
      windows.set(key, { count: 1, resetAt: at + windowMs });
      return 1;
    }
    w.count += 1;
    return w.count;
  };
}

function redisCounter(redis: Redis, prefix: string, windowMs: number): (key: string) => Promise<number> {
  const store = new RedisRateLimitStore(redis, prefix);
  // The store reads only `windowMs` of the limiter's options.
  store.init({ windowMs } as Options);
  return async (key) => {
    try {
      return (await store.increment(key)).totalHits;
    } catch {
      return 0; // fails open
    }
  };
}

/** `prefix` names the limit's Redis keys (`rl:comments:`); `refusal` is the 429 with its text. */
export function createUserLimiter(
  redis: Redis | null,
  prefix: string,
  options: UserLimitOptions,
  refusal: () => ApiError,
): UserLimiter {
  const count = redis ? redisCounter(redis, prefix, options.windowMs) : memoryCounter(options.windowMs);
  return {
    hit: async (key) => {
      if ((await count(key)) > options.limit) throw refusal();
    },
  };
}
