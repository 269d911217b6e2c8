/**
 * The per-user comment post limit (validation.ts: 10 a minute): counted in Redis when configured
 * (every process shares it, `RedisRateLimitStore`), else in this process's memory. Like the app's
 * write limit it fails open: a Redis outage lets comments through rather than refusing them.
 */
import type { Options } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { ApiError } from '../../../shared/common/errors';
import { COMMENTS_MESSAGES as M } from '../../../shared/comments/messages';
import { COMMENT_POST_WINDOW_MS, COMMENT_POSTS_PER_WINDOW } from '../../../shared/comments/validation';
import { RedisRateLimitStore } from '../../security/redisRateLimitStore';

export interface CommentLimits {
  /** Counts a post by `userId`; throws the 429 when it is one too many. */
  hit(userId: number): Promise<void>;
}

export interface CommentLimitOptions {
  limit: number;
  windowMs: number;
}

export const DEFAULT_COMMENT_LIMITS: CommentLimitOptions = {
  limit: COMMENT_POSTS_PER_WINDOW,
  windowMs: COMMENT_POST_WINDOW_MS,
};

export const tooFast = (): ApiError => new ApiError(429, 429, M.tooFast, 'RateLimited');

/** A fixed window per user, in memory (one process; tests, SQLite sessions). */
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

function redisCounter(redis: Redis, windowMs: number): (key: string) => Promise<number> {
  const store = new RedisRateLimitStore(redis, 'rl:comments:');
  // The store reads only `windowMs` of the limiter's options.
  store.init({ windowMs } as Options);
  return async (key) => {
    try {
      return (await store.increment(key)).totalHits;
    } catch {
      return 0; // fails open (the outage is logged by the Redis client)
    }
  };
}

export function createCommentLimits(
  redis: Redis | null,
  options: CommentLimitOptions = DEFAULT_COMMENT_LIMITS,
): CommentLimits {
  const count = redis ? redisCounter(redis, options.windowMs) : memoryCounter(options.windowMs);
  return {
    hit: async (userId) => {
      if ((await count(`u${userId}`)) > options.limit) throw tooFast();
    },
  };
}
