import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { createTestApp, type TestApp } from '../../test/testApp';
import { bucketOf, evaluateFlags, getFlags, memoryFlagsCache } from './flagsService';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v3/internal/features', () => {
  it('answers the platform flags from the reference data, including private_message', async () => {
    const res = await request(t.app).get('/api/v3/internal/features?platform=web');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      private_message: true,
      google_one_tap: false,
      settings_birthdate: false,
    });
    const signedIn = await t.login(F.READER_USER_ID);
    const mine = await request(t.app)
      .get('/api/v3/internal/features?platform=web')
      .set('Cookie', signedIn.cookie);
    expect(mine.body.settings_birthdate).toBe(bucketOf(F.READER_USER_ID, 'birthdate_settings') < 50);
  });

  it('answers {} for an unknown platform', async () => {
    const res = await request(t.app).get('/api/v3/internal/features?platform=toaster');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
  });
});

describe('flags service', () => {
  it('caches the rows for 60 s, then reads the database again', async () => {
    let clock = 0;
    const cache = memoryFlagsCache(60_000, () => clock);
    expect((await getFlags(t.db, cache, 'web', null)).private_message).toBe(true);
    await t
      .db('feature_flags')
      .where({ name: 'private_message', platform: 'web' })
      .update({ enabled: false });
    clock = 59_000;
    expect((await getFlags(t.db, cache, 'web', null)).private_message).toBe(true);
    clock = 61_000;
    expect((await getFlags(t.db, cache, 'web', null)).private_message).toBe(false);
    await t.db('feature_flags').where({ name: 'private_message', platform: 'web' }).update({ enabled: true });
  });

  it('rolls a partial flag out to a stable share of users, never to visitors', () => {
    const rows = [{ name: 'x', enabled: true, rolloutPercent: 30, testGroup: 'g' }];
    const on = Array.from({ length: 1000 }, (_, i) => evaluateFlags(rows, i + 1).x).filter(Boolean).length;
    expect(on).toBeGreaterThan(220);
    expect(on).toBeLessThan(380);
    expect(evaluateFlags(rows, 7)).toEqual(evaluateFlags(rows, 7));
    expect(evaluateFlags(rows, null)).toEqual({ x: false });
  });
});

describe('flags endpoint when the database fails', () => {
  it('answers 200 {} (never a 500)', async () => {
    // A fresh app (empty in-process cache) on the same database, whose flags table is gone.
    const fresh = await t.appWith({ NODE_ENV: 'test' });
    await t.db.schema.renameTable('feature_flags', 'feature_flags_gone');
    try {
      const res = await request(fresh).get('/api/v3/internal/features?platform=web');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({});
    } finally {
      await t.db.schema.renameTable('feature_flags_gone', 'feature_flags');
    }
  });
});

describe('flags in server-rendered pages', () => {
  const stateOf = (html: string) => {
    const json = /<script id="[^"]+" type="application\/json" nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html);
    if (!json) throw new Error('no inlined state');
    return JSON.parse(json[1]) as { flags: { status: string; values: Record<string, boolean> } };
  };

  it('inlines the viewer flags with the page, read from the flags cache (not one query per render)', async () => {
    const queries: string[] = [];
    const onQuery = (q: { sql: string }) => {
      if (q.sql.includes('feature_flags')) queries.push(q.sql);
    };
    t.db.on('query', onQuery);
    try {
      const signedIn = await t.login(F.READER_USER_ID);
      for (let i = 0; i < 3; i++) {
        const res = await request(t.app).get('/home').set('Cookie', signedIn.cookie).expect(200);
        const { flags } = stateOf(res.text);
        expect(flags.status).toBe('loaded');
        expect(flags.values).toMatchObject({ private_message: true, limit_increase: false });
      }
    } finally {
      t.db.off('query', onQuery);
    }
    expect(queries.length).toBeLessThanOrEqual(1);
  });
});
