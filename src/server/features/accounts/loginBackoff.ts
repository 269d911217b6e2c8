/**
 * The per-account log-in back-off (issue 25 §3): instead of a hard lock after N failures, each
 * failure past a few free ones doubles a wait (capped) before the account can be tried again.
 * Guessing stays slow, and a stranger can hold the owner off only for the current wait, never
 * for a fixed long window; the owner's known browser skips it altogether (limits.ts).
 */
import type { Redis } from 'ioredis';
import { ServiceUnavailableError } from '../../ops/unavailable';

export interface BackoffPolicy {
  /** Failures without any wait. */
  free: number;
  /** The wait after the last free failure; each further failure doubles it. */
  baseMs: number;
  /** The longest wait. */
  maxMs: number;
  /** How long an account's failures are remembered after its last wait ends. */
  memoryMs: number;
}

/** The wait after an account's `failures`-th failure in a row. */
export function backoffDelay(policy: BackoffPolicy, failures: number): number {
  if (failures < policy.free) return 0;
  const doublings = Math.min(failures - policy.free, 30);
  return Math.min(policy.maxMs, policy.baseMs * 2 ** doublings);
}

/** An attempt may go on (it has been counted as a failure until it succeeds) or must wait. */
export type BackoffAnswer = { ok: true } | { ok: false; retryAfterMs: number };

export interface BackoffStore {
  /**
   * Atomically: while the account's wait runs, refuse; else count this attempt as a failure
   * (so parallel guesses cannot slip in before the first one's result) and start the next wait.
   */
  attempt(key: string, now: number): Promise<BackoffAnswer>;
  /** A successful log-in: the account's count starts afresh. */
  clear(key: string): Promise<void>;
}

/** One process's back-off counts (no Redis configured). */
export class MemoryBackoffStore implements BackoffStore {
  private readonly entries = new Map<string, { failures: number; until: number; expires: number }>();

  constructor(private readonly policy: BackoffPolicy) {}

  attempt(key: string, now: number): Promise<BackoffAnswer> {
    const held = this.entries.get(key);
    const entry = held && held.expires > now ? held : { failures: 0, until: 0, expires: 0 };
    if (entry.until > now) return Promise.resolve({ ok: false, retryAfterMs: entry.until - now });
    const failures = entry.failures + 1;
    const until = now + backoffDelay(this.policy, failures);
    this.entries.set(key, { failures, until, expires: until + this.policy.memoryMs });
    if (this.entries.size > 100_000) this.prune(now);
    return Promise.resolve({ ok: true });
  }

  clear(key: string): Promise<void> {
    this.entries.delete(key);
    return Promise.resolve();
  }

  private prune(now: number): void {
    for (const [k, e] of this.entries) if (e.expires <= now) this.entries.delete(k);
  }
}

/** KEYS[1] the account; ARGV now, free, baseMs, maxMs, memoryMs → {1} go on, or {0, wait ms}. */
const ATTEMPT_SCRIPT = `
local v = redis.call('HMGET', KEYS[1], 'n', 'u')
local now = tonumber(ARGV[1])
local n = tonumber(v[1]) or 0
local u = tonumber(v[2]) or 0
if u > now then return {0, u - now} end
n = n + 1
local free, base, max = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local d = 0
if n >= free then d = math.min(max, base * 2 ^ math.min(n - free, 30)) end
redis.call('HSET', KEYS[1], 'n', n, 'u', now + d)
redis.call('PEXPIRE', KEYS[1], math.floor(d + tonumber(ARGV[5])))
return {1, 0}
`;

/** Back-off counts shared by every process through Redis; a Redis failure refuses (503). */
export class RedisBackoffStore implements BackoffStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly policy: BackoffPolicy,
  ) {}

  async attempt(key: string, now: number): Promise<BackoffAnswer> {
    const { free, baseMs, maxMs, memoryMs } = this.policy;
    let reply: unknown;
    try {
      reply = await this.redis.eval(ATTEMPT_SCRIPT, 1, this.prefix + key, now, free, baseMs, maxMs, memoryMs);
    } catch (err) {
      throw new ServiceUnavailableError('redis', { cause: err });
    }
    const [go, wait] = Array.isArray(reply) ? reply.map(Number) : [1, 0];
    return go === 1 ? { ok: true } : { ok: false, retryAfterMs: Math.max(1, wait ?? 1) };
  }

  async clear(key: string): Promise<void> {
    try {
      await this.redis.del(this.prefix + key);
    } catch {
      // The count then runs out by itself; the log-in itself succeeded.
    }
  }
}
