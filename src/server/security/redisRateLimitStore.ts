import type { ClientRateLimitInfo, Logger as RateLimitLogger, Options, Store } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { ServiceUnavailableError } from '../ops/unavailable';

/**
 * express-rate-limit counters in Redis, shared by every process: one MULTI (INCR + PEXPIRE NX +
 * PTTL) per hit. Unlike rate-limit-redis it sends nothing at construction, so an app created while
 * Redis is down neither crashes nor waits. A failing count is a `ServiceUnavailableError`: with
 * `passOnStoreError: true` the limiter lets the request through (fails open: write limits); with
 * `false` the request answers 503 with `Retry-After` (fails closed: every password check, so an
 * outage is no window for unlimited guessing).
 */
export class RedisRateLimitStore implements Store {
  private windowMs = 60_000;

  constructor(
    private readonly redis: Redis,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    try {
      return await this.count(this.prefix + key);
    } catch (err) {
      throw new ServiceUnavailableError('redis', { cause: err });
    }
  }

  private async count(k: string): Promise<ClientRateLimitInfo> {
    const replies = await this.redis.multi().incr(k).pexpire(k, this.windowMs, 'NX').pttl(k).exec();
    if (!replies) throw new Error('rate limit transaction aborted');
    const [[incrErr, hits], , [ttlErr, ttl]] = replies;
    if (incrErr || ttlErr) throw incrErr ?? ttlErr;
    const ms = Number(ttl) > 0 ? Number(ttl) : this.windowMs;
    return { totalHits: Number(hits), resetTime: new Date(Date.now() + ms) };
  }

  async decrement(key: string): Promise<void> {
    await this.redis.decr(this.prefix + key);
  }

  async resetKey(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

/**
 * The limiters' `logger`. express-rate-limit prints a store failure with its stack to stderr on
 * every limited request; a Redis outage is already logged once, as JSON, by the Redis client
 * (redis.ts) and counted in the metrics, so outage errors are not printed again. Anything else (a
 * configuration warning from the library) still reaches stderr.
 */
export const storeOutageLogger: RateLimitLogger = {
  error: (error, message) => {
    if (!(error instanceof ServiceUnavailableError)) console.error(message ?? '', error);
  },
  warn: (error, message) => {
    if (!(error instanceof ServiceUnavailableError)) console.warn(message ?? '', error);
  },
};
