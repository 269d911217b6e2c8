import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Express } from 'express';
import request from 'supertest';
import { LONG_STORY_ID } from '../../../seeds/fixtures';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createTestDb, type TestDb } from '../db/testDb';
import { createLogger } from '../logger';
import { buildFor, type ModernBuild } from './manifest';

const CHROME_140 =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const IOS_12 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1';

const group = (js: string[]) => ({ js, css: [] });
const modern: ModernBuild = {
  manifest: {
    publicPath: '/assets/modern/',
    entry: group(['main.m.js']),
    chunks: { 'page-story': group(['page-story.m.js']) },
  },
  // What webpack.config.ts compiles from its browserslist query, cut down to Chrome ≥ 85.
  agent: /Chrome\/(8[5-9]|9\d|\d{3,})\.\d+/,
  browsers: ['chrome >= 85'],
};

/** Issue 29 item 3: the HTML lists the scripts of the build that fits the browser. */
describe('two client builds, picked by User-Agent', () => {
  let t: TestDb;
  let app: Express;
  beforeAll(async () => {
    t = await createTestDb();
    app = await createApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      db: t.db,
      redis: null,
      log: createLogger('silent'),
      manifest: {
        publicPath: '/assets/',
        entry: group(['main.l.js']),
        chunks: { 'page-story': group(['page-story.l.js']) },
      },
      modern,
    });
  });
  afterAll(() => t.destroy());

  it('serves modern browsers the modern files and everyone else the legacy ones, from one page cache', async () => {
    const path = `/story/${LONG_STORY_ID}-the-salt-queen`;
    const scripts = (html: string) =>
      [...html.matchAll(/<script defer[^>]* src="([^"]+)"/g)].map((m) => m[1]);
    // The page cache keeps a visitor's page per build: a legacy page cached first is not handed to a
    // modern browser, nor the other way round.
    for (let round = 0; round < 2; round++) {
      const old = await request(app).get(path).set('User-Agent', IOS_12).expect(200);
      expect(scripts(old.text)).toEqual(['/assets/page-story.l.js', '/assets/main.l.js']);
      expect(old.headers.vary).toMatch(/User-Agent/);
      const now = await request(app).get(path).set('User-Agent', CHROME_140).expect(200);
      expect(scripts(now.text)).toEqual(['/assets/modern/page-story.m.js', '/assets/modern/main.m.js']);
      expect(now.text).toContain('<link rel="preload" as="script" href="/assets/modern/main.m.js">');
      expect(now.headers.vary).toMatch(/User-Agent/);
      const none = await request(app).get(path).expect(200);
      expect(scripts(none.text)).toEqual(['/assets/page-story.l.js', '/assets/main.l.js']);
    }
  });

  it('gives the legacy build to unknown agents and to every browser when there is no modern build', () => {
    expect(buildFor(modern, CHROME_140)).toBe('modern');
    expect(buildFor(modern, IOS_12)).toBe('legacy');
    expect(buildFor(modern, 'curl/8.0')).toBe('legacy');
    expect(buildFor(modern, undefined)).toBe('legacy');
    expect(buildFor(null, CHROME_140)).toBe('legacy');
  });
});
