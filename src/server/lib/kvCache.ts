import type { Redis } from 'ioredis';

/**
 * A shared key-value cache for computed JSON (home sections, flags): Redis when configured, so every
 * process sees the same entries and the same invalidations; an in-process map otherwise. A Redis
 * failure is a cache miss, never an error.
 */
export interface KvCache {
  getJson<T>(key: string): Promise<T | undefined>;
  setJson(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  /** A counter used to version keys: bumping it invalidates every key built from it. */
  version(name: string): Promise<number>;
  bump(name: string): Promise<void>;
}

/** In-process: values are kept as they are (callers must treat what they get as read-only). */
export class MemoryKvCache implements KvCache {
  private readonly values = new Map<string, { value: unknown; expires: number }>();
  private readonly versions = new Map<string, number>();

  constructor(private readonly maxEntries = 500) {}

  async getJson<T>(key: string): Promise<T | undefined> {
    const hit = this.values.get(key);
    if (!hit) return undefined;
    if (hit.expires <= Date.now()) {
      this.values.delete(key);
      return undefined;
    }
    return hit.value as T;
  }

  async setJson(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    this.values.set(key, { value, expires: Date.now() + ttlSeconds * 1000 });
    if (this.values.size > this.maxEntries) this.values.delete(this.values.keys().next().value as string);
  }

  async version(name: string): Promise<number> {
    return this.versions.get(name) ?? 0;
  }

  async bump(name: string): Promise<void> {
    this.versions.set(name, (this.versions.get(name) ?? 0) + 1);
  }
}

export class RedisKvCache implements KvCache {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'kv:',
  ) {}

  async getJson<T>(key: string): Promise<T | undefined> {
    try {
      const raw = await this.redis.get(this.prefix + key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    } catch {
      return undefined;
    }
  }

  async setJson(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    await this.redis.set(this.prefix + key, JSON.stringify(value), 'EX', ttlSeconds).catch(() => undefined);
  }

  async version(name: string): Promise<number> {
    const v = await this.redis.get(`${this.prefix}version:${name}`).catch(() => null);
    return Number(v ?? 0);
  }

  async bump(name: string): Promise<void> {
    await this.redis.incr(`${this.prefix}version:${name}`).catch(() => undefined);
  }
}

export const createKvCache = (redis: Redis | null): KvCache =>
  redis ? new RedisKvCache(redis) : new MemoryKvCache();

/** No shared cache: every computed section is built afresh (tests; BENCH=1 `x-bench-uncached`). */
export const noKvCache: KvCache = {
  getJson: () => Promise.resolve(undefined),
  setJson: () => Promise.resolve(),
  version: () => Promise.resolve(0),
  bump: () => Promise.resolve(),
};
