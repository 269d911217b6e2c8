/**
 * Bad input on the home API (API-COMPAT.md "Errors"): every refusal is a 4xx with the legacy JSON
 * body, a code a client can act on and a message a person can read; refused tracking counts nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { expectApiError as expectError } from '../../test/apiAssertions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 30_000); // migrating a MariaDB test database can take a while on a busy machine
afterAll(async () => {
  await t.close();
});

const counted = async (): Promise<number> => {
  const row = await t.db('promotion_stats').sum({ n: 'impressions' }).sum({ c: 'clicks' }).first();
  return Number(row?.n ?? 0) + Number(row?.c ?? 0);
};

describe('GET /v5/home/track/{kind}/{storyId}', () => {
  it('refuses an unknown kind with 400 (1005) naming the kinds it takes, and counts nothing', async () => {
    const before = await counted();
    for (const kind of ['hover', 'CLICK', 'impressions']) {
      const res = await request(t.app).get(`/v5/home/track/${kind}/${F.LONG_STORY_ID}`);
      expectError(res, 400, 1005, 'Invalid value for kind');
      expect(res.body.message).toMatch(/click/);
      expect(res.body.message).toMatch(/impression/);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(await counted()).toBe(before);
  });

  it.each(['0', '-1', '99999999999999999999', 'abc', '1.5'])(
    'refuses story id %s with 400 (1005) and counts nothing',
    async (id) => {
      const before = await counted();
      const res = await request(t.app).get(`/v5/home/track/click/${id}`);
      expectError(res, 400, 1005, 'Invalid value for storyId');
      expect(await counted()).toBe(before);
    },
  );

  it('answers a path without a story id as an unknown endpoint (404, 1001), not a page', async () => {
    for (const path of ['/v5/home/track/click', '/v5/home/track', '/v5/home/track/click/1/extra']) {
      expectError(await request(t.app).get(path), 404, 1001, 'Unknown endpoint');
    }
  });
});

describe('GET /v5/home and /v5/home/continue-reading', () => {
  it('ignores query parameters it does not know (never a 4xx or 500 for them)', async () => {
    const home = await request(t.app).get('/v5/home?limit=abc&offset=-1&fields=(((');
    expect(home.status).toBe(200);
    expect(Array.isArray(home.body.sections)).toBe(true);
    const cr = await request(t.app).get('/v5/home/continue-reading?limit=abc');
    expect(cr.status).toBe(200);
    expect(cr.body.sections[0].data.items).toEqual([]);
  });

  it('answers an unknown path under /v5/home with the legacy 404 (1001)', async () => {
    expectError(await request(t.app).get('/v5/home/nope'), 404, 1001, 'Unknown endpoint');
  });
});
