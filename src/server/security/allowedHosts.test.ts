import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import request from 'supertest';
import { LONG_STORY_ID } from '../../../seeds/fixtures';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/testApp';
import { UNKNOWN_HOST_MESSAGE, hostName } from './allowedHosts';

jest.setTimeout(60_000);

const storyApi = `/api/v3/stories/${LONG_STORY_ID}`;

/** The story page's own address (`/story/{id}` redirects to it). */
async function storyPage(t: TestApp): Promise<string> {
  const res = await request(t.app).get(`/story/${LONG_STORY_ID}`).set('Host', 'localhost');
  return res.status === 301 ? String(res.headers.location) : `/story/${LONG_STORY_ID}`;
}

describe('a forged Host header (issue 25 §10)', () => {
  describe('in production without PUBLIC_URL', () => {
    let t: TestApp;
    beforeAll(
      async () =>
        (t = await createTestApp({
          config: {
            nodeEnv: 'production',
            publicUrl: null,
            allowedHosts: ['localhost', 'books.example:8080'],
          },
        })),
    );
    afterAll(() => t.close());

    it('refuses an unknown host with 421 and says why; no page or cache sees it', async () => {
      for (const path of ['/home', await storyPage(t), storyApi]) {
        const evil = await request(t.app).get(path).set('Host', 'evil.example');
        expect(evil.status).toBe(421);
        expect(evil.text).toContain(UNKNOWN_HOST_MESSAGE);
        const other = await request(t.app).get(path).set('Host', 'localhost:3000');
        expect(other.status).toBe(200);
        expect(other.text).not.toContain('evil.example');
      }
    });

    it('answers the allowed hosts, with or without their port, and health checks by address', async () => {
      const api = await request(t.app).get(storyApi).set('Host', 'books.example:8080');
      expect(api.status).toBe(200);
      expect(JSON.stringify(api.body)).toContain('http://books.example:8080/');
      expect((await request(t.app).get(storyApi).set('Host', 'books.example:9999')).status).toBe(421);
      expect((await request(t.app).get('/healthz').set('Host', '10.0.0.7:3000')).status).toBe(200);
    });
  });

  it('with PUBLIC_URL the Host is never used, whatever it says', async () => {
    const t = await createTestApp({
      config: { nodeEnv: 'production', publicUrl: 'https://stories.example', allowedHosts: ['localhost'] },
    });
    try {
      const res = await request(t.app).get(storyApi).set('Host', 'evil.example');
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain('evil.example');
      expect(JSON.stringify(res.body)).toContain('https://stories.example/');
    } finally {
      await t.close();
    }
  });

  it('outside production the caches keep each origin apart: another client never gets it', async () => {
    const t = await createTestApp();
    try {
      for (const path of ['/home', await storyPage(t), storyApi]) {
        const evil = await request(t.app).get(path).set('Host', 'evil.example').expect(200);
        // The forged host does reach its own answer's absolute URLs…
        if (path === storyApi) expect(evil.text).toContain('http://evil.example/');
        const other = await request(t.app).get(path).set('Host', 'localhost');
        expect(other.status).toBe(200);
        expect(other.text).not.toContain('evil.example');
      }
    } finally {
      await t.close();
    }
  });

  it('reads ALLOWED_HOSTS (default: the loopback names) and host names without ports', () => {
    expect(loadConfig({}).allowedHosts).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(loadConfig({ ALLOWED_HOSTS: ' Books.example , b.example:81' }).allowedHosts).toEqual([
      'books.example',
      'b.example:81',
    ]);
    expect([hostName('Evil.Example:80'), hostName('[::1]:3000'), hostName('localhost')]).toEqual([
      'evil.example',
      '[::1]',
      'localhost',
    ]);
  });
});
