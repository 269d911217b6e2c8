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

/** How long a visitor's page waits for the purge version (a hung Redis must not slow pages). */
const CHECK_WAIT_MS = 100;

/**
 * A watcher of the purge version for one process's caches: `check(kv)` runs `clear` when the
 * version changed since the last check (the first check only notes it). One read at a time, and a
 * caller waits for it at most CHECK_WAIT_MS (then serves as before; the read still lands).
 */
export function visitorCacheWatch(clear: () => void): { check: (kv: KvCache) => Promise<void> } {
  let seen: number | null = null;
  let reading: Promise<void> | null = null;
  return {
    async check(kv) {
      reading ??= kv
        .version(VERSION)
        .then((version) => {
          if (seen !== null && version !== seen) clear();
          seen = version;
        })
        .catch(() => undefined)
        .finally(() => {
          reading = null;
        });
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, CHECK_WAIT_MS);
        timer.unref();
      });
      await Promise.race([reading, waited]);
      clearTimeout(timer);
    },
  };
}
