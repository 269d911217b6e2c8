/**
 * The ticket limit (issue 27 point 10): `REPORTS_PER_WINDOW` tickets per window per signed-in user,
 * or per address for visitors. Counted in Redis when configured (every process shares it), else in
 * this process's memory; like the comment limit it fails open on a Redis outage.
 */
import type { Options } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { ApiError } from '../../../shared/common/errors';
import { REPORTS_MESSAGES as M } from '../../../shared/reports/messages';
import { REPORT_WINDOW_MS, REPORTS_PER_WINDOW } from '../../../shared/reports/validation';
import { RedisRateLimitStore } from '../../security/redisRateLimitStore';

export interface ReportLimits {
  /** Counts a ticket by `key` (`u{id}` or `ip:{address}`); throws the 429 when it is one too many. */
  hit(key: string): Promise<void>;
}

export interface ReportLimitOptions {
  limit: number;
  windowMs: number;
}

export const DEFAULT_REPORT_LIMITS: ReportLimitOptions = {
  limit: REPORTS_PER_WINDOW,
  windowMs: REPORT_WINDOW_MS,
};

export const tooManyReports = (): ApiError => new ApiError(429, 429, M.tooMany, 'RateLimited');

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
  const store = new RedisRateLimitStore(redis, 'rl:reports:');
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

export function createReportLimits(
  redis: Redis | null,
  options: ReportLimitOptions = DEFAULT_REPORT_LIMITS,
): ReportLimits {
  const count = redis ? redisCounter(redis, options.windowMs) : memoryCounter(options.windowMs);
  return {
    hit: async (key) => {
      if ((await count(key)) > options.limit) throw tooManyReports();
    },
  };
}
