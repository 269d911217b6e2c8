/**
 * A small in-process read-through cache for what anonymous visitors read most (story pages, parts,
 * the home list): bounded (LRU), short-lived (TTL), and sharing one in-flight load between
 * concurrent requests for the same key. Only successful loads are kept.
 *
 * Each process has its own, so after a change other processes may serve the old copy for up to
 * `ttlMs`; writes in this process call `invalidate(prefix)`. Signed-in viewers never use it (they
 * may see drafts, and their answers differ).
 */
export class ReadCache {
  private readonly entries = new Map<string, { value: unknown; expires: number }>();
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly maxEntries = 2000,
    private readonly ttlMs = 15_000,
    private readonly now: () => number = Date.now,
  ) {}

  async memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) {
      this.entries.delete(key); // re-insert: Map order is the LRU order
      this.entries.set(key, hit);
      return hit.value as T;
    }
    const pending = this.inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const p = load().then(
      (value) => {
        this.inFlight.delete(key);
        this.entries.set(key, { value, expires: this.now() + this.ttlMs });
        if (this.entries.size > this.maxEntries)
          this.entries.delete(this.entries.keys().next().value as string);
        return value;
      },
      (err: unknown) => {
        this.inFlight.delete(key);
        throw err;
      },
    );
    this.inFlight.set(key, p);
    return p;
  }

  /** Drops every entry whose key starts with `prefix` (e.g. `story:12:` after story 12 changed). */
  invalidate(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** What services use of a read-through cache (a `ReadCache`, or `noReadCache`). */
export type ReadThrough = Pick<ReadCache, 'memo'>;

/** No caching: every read hits the database (signed-in viewers; tests that want fresh reads). */
export const noReadCache: ReadThrough = { memo: (_key, load) => load() };
