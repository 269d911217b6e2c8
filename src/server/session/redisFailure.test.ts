import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import { sign } from 'cookie-signature';
import { LONG_STORY_ID, READER_USER_ID } from '../../../seeds/fixtures';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createTestDb } from '../db/testDb';
import { createLogger } from '../logger';
import { createRedis } from '../redis';

/** A private redis-server on a free port, so the test can kill it and bring it back. */
async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => String(d).includes('Ready to accept') && resolve(child));
    child.on('error', reject);
  });
}

const stop = (child: ChildProcess) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(null);
    child.once('exit', resolve);
    child.kill('SIGKILL');
  });

describe('Redis going away and coming back', () => {
  jest.setTimeout(20_000);
  let app: Express;
  let redisProcess: ChildProcess;
  let port: number;
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const fn of cleanup.reverse()) await fn();
  });

  it('keeps anonymous pages up, fails session requests fast, and recovers without a restart', async () => {
    port = await freePort();
    redisProcess = await startRedis(port);
    const { db, destroy } = await createTestDb();
    cleanup.push(destroy);
    const config = { ...loadConfig({ NODE_ENV: 'test' }), redisUrl: `redis://127.0.0.1:${port}` };
    const log = createLogger('silent');
    const redis = createRedis(config.redisUrl, log);
    cleanup.push(async () => redis.disconnect());
    cleanup.push(() => stop(redisProcess));
    if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
    app = await createApp({ config, db, redis, log, publicDir: '/nonexistent' });

    // A signed-in session, stored the way connect-redis stores it.
    const sid = 'test-session-1';
    const session = {
      cookie: { originalMaxAge: 60_000, expires: new Date(Date.now() + 60_000), httpOnly: true, path: '/' },
      userId: READER_USER_ID,
    };
    await redis.set(`sess:${sid}`, JSON.stringify(session), 'EX', 60);
    const cookie = `token=${encodeURIComponent(`s:${sign(sid, config.sessionSecret)}`)}`;
    const page = `/story/${LONG_STORY_ID}-the-salt-queen`;

    await request(app).get(page).set('Cookie', cookie).expect(200);

    await stop(redisProcess);
    await request(app).get(page).expect(200); // anonymous: no session lookup at all
    const started = Date.now();
    const failed = await request(app).get(page).set('Cookie', cookie);
    expect(failed.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1000);

    redisProcess = await startRedis(port);
    // ioredis reconnects in the background (retry delay ≤ 2 s); no restart of the app.
    let status = 0;
    for (let i = 0; i < 40 && status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      await redis.set(`sess:${sid}`, JSON.stringify(session), 'EX', 60).catch(() => undefined);
      status = (await request(app).get(page).set('Cookie', cookie)).status;
    }
    expect(status).toBe(200);
  });
});

describe('Redis down: clean 503s, whole pages, and password checks that fail closed', () => {
  jest.setTimeout(30_000);
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const fn of cleanup.reverse()) await fn();
  });

  it('serves /login and /signup whole, answers the API 503 with Retry-After, and refuses log-ins with 503', async () => {
    const port = await freePort();
    const redisProcess = await startRedis(port);
    cleanup.push(() => stop(redisProcess));
    const { db, destroy } = await createTestDb();
    cleanup.push(destroy);
    const config = { ...loadConfig({ NODE_ENV: 'test' }), redisUrl: `redis://127.0.0.1:${port}` };
    const log = createLogger('silent');
    const redis = createRedis(config.redisUrl, log, 'outage:');
    cleanup.push(async () => redis.disconnect());
    if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
    const app = await createApp({
      config,
      db,
      redis,
      log,
      publicDir: '/nonexistent',
      loginLimits: { windowMs: 60_000, perAccount: 3, perAddress: 100 },
    });
    const sid = 'outage-session';
    const cookie = `token=${encodeURIComponent(`s:${sign(sid, config.sessionSecret)}`)}`;
    const visit = await request(app).get('/login').expect(200);
    const visitorCookies = (visit.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
    const csrf = /name="_csrf" value="([^"]+)"/.exec(visit.text)?.[1] ?? '';

    await stop(redisProcess);

    for (const path of ['/login', '/signup']) {
      const page = await request(app).get(path).set('Accept-Encoding', 'gzip');
      expect(page.status).toBe(200);
      expect(page.text).toMatch(/<\/html>\s*$/);
    }

    let started = Date.now();
    const api = await request(app).get(`/api/v3/stories/${LONG_STORY_ID}`).set('Cookie', cookie);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(api.status).toBe(503);
    expect(api.headers['retry-after']).toBeDefined();
    expect(api.body).toMatchObject({ result: 'ERROR', error_type: 'ServiceUnavailable' });

    // 15 wrong passwords: every one refused with 503 (the per-account limit cannot count them),
    // and the write limiter that lets other writes through prints no stack trace to stderr.
    const stderr = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    cleanup.push(async () => stderr.mockRestore());
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      started = Date.now();
      const res = await request(app)
        .post('/login')
        .set('Cookie', visitorCookies.map((c) => c.split(';')[0]).join('; '))
        .type('form')
        .send({ _csrf: csrf, username: 'reader', password: `wrong-${i}` });
      expect(Date.now() - started).toBeLessThan(1000);
      statuses.push(res.status);
      expect(res.headers['retry-after']).toBeDefined();
    }
    expect(new Set(statuses)).toEqual(new Set([503]));
    expect(stderr).not.toHaveBeenCalled();
  });
});
