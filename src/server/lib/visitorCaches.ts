/**
 * Purging visitors' caches (issue 25 §10): the page cache (10 s), its last-good copies (60 s) and
 * the read cache (15 s) may hold what a visitor saw of an account. When an account closes its
 * pages must go at once, in every process: `purgeVisitorCaches` bumps a version in the shared kv
 * cache (Redis when configured), and each process's page handler, before serving a visitor from
 * its caches, compares that version with the one it last saw and empties them on a change.
 */
import type { KvCache } from './kvCache';

const VERSION = 'visitor-caches';

/** Every process drops its visitor caches before serving its next visitor's page. */
export const purgeVisitorCaches = (kv: KvCache): Promise<void> => kv.bump(VERSION);

/**
 * A watcher of the purge version for one process's caches: `check(kv)` runs `clear` when the
 * version changed since the last check (the first check only notes it).
 */
export function visitorCacheWatch(clear: () => void): { check: (kv: KvCache) => Promise<void> } {
  let seen: number | null = null;
  return {
    async check(kv) {
      const version = await kv.version(VERSION);
      if (seen !== null && version !== seen) clear();
      seen = version;
    },
  };
}
