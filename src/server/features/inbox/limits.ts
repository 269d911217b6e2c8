/**
 * The per-user message post limit (validation.ts: 20 a minute): counted in Redis when configured
 * (every process shares it), else in this process's memory — the comments' limit's design
 * (comments/limits.ts). Fails open on a Redis outage rather than refusing messages.
 */
import type { Options } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { ApiError } from '../../../shared/common/errors';
import {
  INBOX_ERRORS as E,
  MESSAGE_POST_WINDOW_MS,
  MESSAGE_POSTS_PER_WINDOW,
} from '../../../shared/inbox/validation';
import { RedisRateLimitStore } from '../../security/redisRateLimitStore';

export interface MessageLimits {
  /** Counts a post by `userId`; throws the 429 when it is one too many. */
  hit(userId: number): Promise<void>;
}

export interface MessageLimitOptions {
  limit: number;
  windowMs: number;
}

export const DEFAULT_MESSAGE_LIMITS: MessageLimitOptions = {
  limit: MESSAGE_POSTS_PER_WINDOW,
  windowMs: MESSAGE_POST_WINDOW_MS,
};

const tooFast = (): ApiError => new ApiError(429, 429, E.tooFast, 'RateLimited');

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
  const store = new RedisRateLimitStore(redis, 'rl:inbox:');
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

export function createMessageLimits(
  redis: Redis | null,
  options: MessageLimitOptions = DEFAULT_MESSAGE_LIMITS,
): MessageLimits {
  const count = redis ? redisCounter(redis, options.windowMs) : memoryCounter(options.windowMs);
  return {
    hit: async (userId) => {
      if ((await count(`u${userId}`)) > options.limit) throw tooFast();
    },
  };
}
