import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_FILTERS } from '../../../shared/search/api';
import { createServiceContext, type ServiceContext } from '../../context';
import { createTestDb, type TestDb } from '../../db/testDb';
import { ReadCache } from '../../lib/readCache';
import { MATCH_WINDOW, searchStories } from './searchService';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
}, 30_000); // migrating a MariaDB test database can take a while on a busy machine
afterAll(() => t.destroy());

const search = (ctx: ServiceContext, limit: number, offset: number) =>
  searchStories(ctx, { query: 'years', limit, offset, filters: DEFAULT_FILTERS });

describe('ranked match window', () => {
  it('pages read from the kept ranking are the same as pages ranked afresh', async () => {
    const cached = createServiceContext({
      db: t.db,
      viewer: null,
      origin: 'http://x',
      cache: new ReadCache(),
    });
    const fresh = createServiceContext({ db: t.db, viewer: null, origin: 'http://x' }); // noReadCache
    const all = await search(fresh, 100, 0);
    expect(all.total).toBeGreaterThan(2);
    // The total (counted by subtracting hidden stories on SQLite) matches the visible stories listed.
    expect(all.total).toBe(all.stories.length);
    const paged: string[] = [];
    for (let offset = 0; offset < all.total; offset += 2) {
      const page = await search(cached, 2, offset);
      expect(page.total).toBe(all.total);
      paged.push(...page.stories.map((s) => s.id));
    }
    expect(paged).toEqual(all.stories.map((s) => s.id));
    expect((await search(cached, 2, 0)).tags).toEqual(all.tags);
  });

  it('answers past the window with a direct query (empty past the end, same total)', async () => {
    const ctx = createServiceContext({ db: t.db, viewer: null, origin: 'http://x', cache: new ReadCache() });
    const first = await search(ctx, 15, 0);
    const past = await search(ctx, 15, MATCH_WINDOW);
    expect(past.stories).toEqual([]);
    expect(past.total).toBe(first.total);
    expect(past.nextUrl).toBeNull();
  });
});
