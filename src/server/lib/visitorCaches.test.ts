import { describe, expect, it } from '@jest/globals';
import { MemoryKvCache, type KvCache } from './kvCache';
import { purgeVisitorCaches, visitorCacheWatch } from './visitorCaches';

describe('visitor cache purges', () => {
  it('clears once per purge, not on the first look', async () => {
    const kv = new MemoryKvCache();
    let cleared = 0;
    const watch = visitorCacheWatch(() => cleared++);
    await watch.check(kv);
    await watch.check(kv);
    expect(cleared).toBe(0);
    await purgeVisitorCaches(kv);
    await watch.check(kv);
    await watch.check(kv);
    expect(cleared).toBe(1);
  });

  it('a hung shared cache delays a page by at most about 100 ms', async () => {
    const hung: KvCache = {
      getJson: () => Promise.resolve(undefined),
      setJson: () => Promise.resolve(),
      bump: () => Promise.resolve(),
      version: () => new Promise<number>(() => undefined),
    };
    const watch = visitorCacheWatch(() => undefined);
    const started = Date.now();
    await Promise.all([watch.check(hung), watch.check(hung), watch.check(hung)]);
    expect(Date.now() - started).toBeLessThan(400);
  });
});
