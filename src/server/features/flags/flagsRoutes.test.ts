import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import * as F from '../../../../seeds/fixtures';
import { clearTestRedis } from '../recovery/testRedis';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { createLogger } from '../../logger';
import { createTestApp, type TestApp } from '../../test/testApp';
import { bucketOf, evaluateFlags, getFlags, memoryFlagsCache } from './flagsService';

let t: TestApp;
beforeAll(async () => {
  await clearTestRedis(['flags:*']);
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
    const fresh = await createApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      db: t.db,
      redis: null,
      log: createLogger('silent'),
      publicDir: '/nonexistent',
    });
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
