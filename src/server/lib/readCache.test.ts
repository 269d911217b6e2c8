import { ReadCache } from './readCache';

describe('ReadCache', () => {
  it('loads once, serves the copy until it expires, then loads again', async () => {
    let t = 0;
    const cache = new ReadCache(10, 1000, () => t);
    const load = jest.fn(async () => ({ title: 'A' }));
    await cache.memo('story:1', load);
    await cache.memo('story:1', load);
    expect(load).toHaveBeenCalledTimes(1);
    t = 1001;
    await cache.memo('story:1', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one in-flight load and never keeps a failure', async () => {
    const cache = new ReadCache();
    const failing = jest.fn(() => Promise.reject(new Error('db down')));
    await expect(Promise.all([cache.memo('k', failing), cache.memo('k', failing)])).rejects.toThrow(
      'db down',
    );
    expect(failing).toHaveBeenCalledTimes(1);
    await expect(cache.memo('k', async () => 2)).resolves.toBe(2);
  });

  it('evicts the least recently used entry and invalidates by prefix', async () => {
    const cache = new ReadCache(2);
    await cache.memo('story:1:a', async () => 1);
    await cache.memo('story:2:a', async () => 2);
    await cache.memo('story:1:a', async () => 0); // touch 1
    await cache.memo('story:3:a', async () => 3); // evicts 2
    await expect(cache.memo('story:2:a', async () => 22)).resolves.toBe(22);
    cache.invalidate('story:1:');
    await expect(cache.memo('story:1:a', async () => 11)).resolves.toBe(11);
  });
});
