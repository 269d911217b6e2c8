import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { LONG_STORY_ID } from '../../../seeds/fixtures';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { isDbUnavailable } from './errors';
import { createDb } from './knex';

/**
 * A "database" that accepts connections and never says a word: what a stopped (SIGSTOP) MariaDB
 * looks like to a new connection. The chaos suite (chaos/) stops a real one under load.
 */
describe('a hung database', () => {
  let hung: Server;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    hung = createServer((s) => void sockets.push(s));
    await new Promise<void>((r) => hung.listen(0, '127.0.0.1', r));
    url = `mysql://root@127.0.0.1:${(hung.address() as AddressInfo).port}/storyloom`;
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((r) => hung.close(r));
  });

  it('fails a query within the time limit, as "unavailable"', async () => {
    const db = createDb(url, { timeoutMs: 500 });
    const started = Date.now();
    const err: unknown = await db.raw('select 1').catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(isDbUnavailable(err)).toBe(true);
    await db.destroy();
  });

  it('answers 503 with Retry-After within 2 s, as JSON on the API and as a page elsewhere', async () => {
    const config = { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl: url };
    const db = createDb(url, { timeoutMs: config.dbTimeoutMs });
    const app = await createApp({
      config,
      db,
      redis: null,
      log: createLogger('silent'),
      publicDir: '/nonexistent',
    });

    let started = Date.now();
    const api = await request(app).get(`/api/v3/stories/${LONG_STORY_ID}`);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(api.status).toBe(503);
    expect(api.headers['retry-after']).toBe('5');
    expect(api.body).toMatchObject({ result: 'ERROR', error_type: 'ServiceUnavailable', code: 503 });

    started = Date.now();
    const page = await request(app).get(`/story/${LONG_STORY_ID}-the-salt-queen`);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(page.status).toBe(503);
    expect(page.headers['retry-after']).toBe('5');
    expect(page.type).toBe('text/html');
    await db.destroy();
  });
});
