import { Redis } from 'ioredis';
import type { Logger } from './logger';

/**
 * A Redis client that fails fast (STACK-NOTES "Redis failure behaviour"): with Redis dead or hung,
 * a command errors within ~500 ms instead of queueing, and the client keeps reconnecting in the
 * background so sessions work again when Redis returns, without a restart.
 */
export function createRedis(url: string, log: Logger, keyPrefix?: string): Redis {
  const client = new Redis(url, {
    // Tests give each app its own prefix: parallel test files then never share sessions, caches
    // or rate-limit counters (all keys go through this client).
    ...(keyPrefix ? { keyPrefix } : {}),
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: 1000,
    lazyConnect: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let down = false;
  client.on('error', (err: Error) => {
    if (!down) log.warn({ err: err.message }, 'redis unavailable');
    down = true;
  });
  client.on('ready', () => {
    if (down) log.info('redis reconnected');
    down = false;
  });
  return client;
}

/** ioredis's errors for a Redis that is down, hung or reconnecting (not a bad command). */
const UNAVAILABLE_MESSAGES = [
  /enableOfflineQueue options is false/,
  /^Command timed out/,
  /^Connection is closed/,
  /^Reached the max retries per request limit/,
  /connect ECONNREFUSED/,
  /^read ECONNRESET/,
];

/** True when Redis could not answer (the request may succeed later): answer 503. */
export function isRedisUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err.name === 'MaxRetriesPerRequestError') return true;
  return UNAVAILABLE_MESSAGES.some((re) => re.test(err.message));
}
