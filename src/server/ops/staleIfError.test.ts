import request from 'supertest';
import { LONG_STORY_ID } from '../../../seeds/fixtures';
import { STALE_IF_ERROR_MS } from '../ssr/render';
import { createTestApp, type TestApp } from '../test/testApp';

/** A pool that cannot hand out a connection: what a hung database looks like to a request. */
function hangDatabase(t: TestApp): jest.SpyInstance {
  const timeout = Object.assign(new Error('Knex: Timeout acquiring a connection.'), {
    name: 'KnexTimeoutError',
  });
  return jest
    .spyOn(t.db.client as { acquireConnection(): Promise<unknown> }, 'acquireConnection')
    .mockRejectedValue(timeout);
}

describe('a visitor’s page while the database cannot answer', () => {
  jest.setTimeout(30_000);
  let t: TestApp;
  beforeAll(async () => {
    // Only the clock is fake (the caches' expiry); timers and I/O run for real.
    jest.useFakeTimers({
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
      ].concat(['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout']) as never,
    });
    t = await createTestApp();
  });
  afterAll(async () => {
    jest.useRealTimers();
    await t.close();
  });

  it('is the last good copy (200) for a while, then a 503 with Retry-After', async () => {
    const page = `/story/${LONG_STORY_ID}-the-salt-queen`;
    // One origin for every request (supertest's port changes each time; the cache keys on it).
    const get = () => request(t.app).get(page).set('Host', 'storyloom.test');
    const good = await get().expect(200);
    const title = /<title>[^<]*<\/title>/.exec(good.text)?.[0];
    expect(title).toBeTruthy();

    const spy = hangDatabase(t);
    try {
      jest.setSystemTime(Date.now() + 20_000); // past the page and data caches
      const stale = await get();
      expect(stale.status).toBe(200);
      expect(stale.text).toContain(title);
      expect(stale.text).toMatch(/<\/html>\s*$/);

      jest.setSystemTime(Date.now() + STALE_IF_ERROR_MS);
      const gone = await get();
      expect(gone.status).toBe(503);
      expect(gone.headers['retry-after']).toBeDefined();
    } finally {
      spy.mockRestore();
    }
    const back = await get();
    expect(back.status).toBe(200); // and back by itself
  });
});
