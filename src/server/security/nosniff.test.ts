import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { avatarPath } from '../../shared/common/media';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createTestDb, type TestDb } from '../db/testDb';
import { createLogger } from '../logger';

/** Static assets and generated images are served before helmet: they set `nosniff` themselves. */
describe('nosniff on /assets and /img (issue 25 §10)', () => {
  let t: TestDb;
  let app: Express;
  let dir: string;
  beforeAll(async () => {
    t = await createTestDb();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-assets-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'main.abc123.js'), 'console.log(1);');
    fs.writeFileSync(path.join(dir, 'manifest.json'), '{}');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    app = await createApp({
      config,
      db: t.db,
      redis: null,
      log: createLogger('silent'),
      publicDir: dir,
      manifest: { publicPath: '/assets/', entry: { js: [], css: [] }, chunks: {} },
    });
  });
  afterAll(async () => {
    await t.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('an asset, an image and a missing image are never sniffed', async () => {
    const asset = await request(app).get('/assets/main.abc123.js').expect(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const image = await request(app).get(avatarPath('reader_rosa', '1')).expect(200);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const missing = await request(app).get('/img/avatar/nothing-here').expect(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.text).toBe('Image not found.');
  });
});
