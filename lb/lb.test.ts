/**
 * Two processes behind a real load balancer (issue 25 #14): nginx in front of two server processes
 * sharing MariaDB and Redis, `TRUST_PROXY` naming the balancer alone. A session started on one
 * process continues on the other; the rate limit counts the client's real address (a spoofed
 * X-Forwarded-For is ignored); the home cache is invalidated on both; a changed password ends
 * sessions on both. Needs nginx (`apt-get install -y nginx`), MariaDB on 127.0.0.1:3306 (a
 * database of its own, dropped after) and Redis on 6379 (database number LB_REDIS_DB, 12 by default).
 */
import { request as httpRequest } from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import type { Knex } from 'knex';
import { DEMO_PASSWORD, USERS } from '../seeds/fixtures';
import { seedDatabase } from '../seeds';
import { createDb } from '../src/server/db/knex';
import { migrateLatest } from '../src/server/db/migrate';
import { freePort, kill, startBackend, startNginx, stopNginx, type Backend } from './services';

const MYSQL = process.env.LB_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
const REDIS_DB = Number(process.env.LB_REDIS_DB ?? 12);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: () => Record<string, unknown>;
}

let lbPort = 0;

/** A request to the balancer, from `from` (a loopback address: the client's real address). */
function call(
  method: string,
  url: string,
  o: { headers?: Record<string, string>; body?: unknown; from?: string } = {},
): Promise<Answer> {
  const body = o.body === undefined ? undefined : JSON.stringify(o.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: lbPort,
        method,
        path: url,
        localAddress: o.from ?? '127.0.0.1',
        agent: false,
        headers: {
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...o.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            json: () => JSON.parse(text) as Record<string, unknown>,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const upstream = (a: Answer) => String(a.headers['x-upstream'] ?? '');
const cookieOf = (a: Answer): string =>
  ((a.headers['set-cookie'] as string[] | undefined) ?? [])
    .map((c) => c.split(';')[0])
    .filter((c) => c.startsWith('token='))
    .join('; ');

/** Signs in through the balancer (the API log-in): the session cookie. */
async function logIn(username: string, password = DEMO_PASSWORD): Promise<{ cookie: string; via: string }> {
  const res = await call('POST', '/v4/sessions', { body: { type: 'web', username, password } });
  expect(res.status).toBe(200);
  const cookie = cookieOf(res);
  expect(cookie).toMatch(/^token=/);
  return { cookie, via: upstream(res) };
}

/** `n` requests in a row: round robin sends them to both processes. */
async function onBoth(n: number, send: () => Promise<Answer>): Promise<Answer[]> {
  const out: Answer[] = [];
  for (let i = 0; i < n; i++) out.push(await send());
  expect(new Set(out.map(upstream)).size).toBe(2);
  return out;
}

let dir = '';
let dbName = '';
let db: Knex;
let redis: Redis;
let backends: Backend[] = [];
let nginx: ChildProcess | undefined;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'storyloom-lb-'));
  dbName = `storyloom_lb_${randomBytes(4).toString('hex')}`;
  const admin = createDb(MYSQL, { pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE \`${dbName}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.destroy();
  const databaseUrl = `${MYSQL}/${dbName}`;
  db = createDb(databaseUrl);
  await migrateLatest(db);
  await seedDatabase(db, 'tiny', { log: () => {} });
  redis = new Redis(`redis://127.0.0.1:6379/${REDIS_DB}`);
  await redis.flushdb();
  lbPort = await freePort();
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:6379/${REDIS_DB}`,
    SESSION_SECRET: randomBytes(24).toString('hex'),
    // The balancer alone is trusted: its X-Forwarded-For names the client.
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${lbPort}`,
  };
  backends = await Promise.all([startBackend(env), startBackend(env)]);
  nginx = await startNginx(
    path.join(dir, 'nginx'),
    lbPort,
    backends.map((b) => b.port),
  );
}, 180_000);

afterAll(async () => {
  await stopNginx(nginx);
  await Promise.all(backends.map((b) => kill(b.child)));
  if (redis) {
    await redis.flushdb();
    await redis.quit();
  }
  if (db) await db.destroy();
  if (dbName) {
    const admin = createDb(MYSQL, { pool: { min: 0, max: 1 } });
    await admin.raw(`DROP DATABASE IF EXISTS \`${dbName}\``);
    await admin.destroy();
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

test('a session started through one process continues on the other', async () => {
  const { cookie } = await logIn(USERS.rosa.username);
  const answers = await onBoth(4, () =>
    call('GET', '/api/v3/internal/current_user?fields=id,username', { headers: { cookie } }),
  );
  for (const a of answers) {
    expect(a.status).toBe(200);
    expect(a.json()).toMatchObject({ username: USERS.rosa.username });
  }
});

test('the rate limit counts the real client address; a spoofed X-Forwarded-For is ignored', async () => {
  const remaining = (a: Answer) => Number(/\br=(\d+)/.exec(String(a.headers.ratelimit ?? ''))?.[1] ?? NaN);
  const post = (spoof: string, from = '127.0.0.1') =>
    call('POST', '/v5/password-strength/check', {
      from,
      headers: { 'x-forwarded-for': spoof, 'x-real-ip': spoof },
      body: { password: 'x' },
    });
  const seen = await onBoth(4, () => post(`203.0.113.${Math.floor(Math.random() * 250) + 1}`));
  const left = seen.map(remaining);
  expect(left.every(Number.isFinite)).toBe(true);
  // One budget, counted down by both processes, whatever address each request claimed.
  expect(left).toEqual([left[0], left[0] - 1, left[0] - 2, left[0] - 3]);
  // Another real address (127.0.0.2 on the loopback) has its own, full budget.
  const other = remaining(await post('203.0.113.7', '127.0.0.2'));
  expect(other).toBeGreaterThan(left[3]);
});

/** The ids of the stories a `/v5/home` answer shows (slides, carousels, rows, ranked lists). */
function homeStoryIds(a: Answer): Set<number> {
  type Item = { id?: string | number };
  const { sections } = a.json() as {
    sections: { data?: { items?: Item[]; listItems?: Item[]; item?: Item } }[];
  };
  const ids = new Set<number>();
  for (const { data } of sections) {
    for (const item of [
      ...(data?.items ?? []),
      ...(data?.listItems ?? []),
      ...(data?.item ? [data.item] : []),
    ])
      if (item.id !== undefined) ids.add(Number(item.id));
  }
  return ids;
}

test('the home cache is invalidated on both processes', async () => {
  const home = () => call('GET', '/v5/home');
  const first = await onBoth(2, home);
  // A story the home feed shows whose writer no other test here signs in as.
  const others: number[] = [USERS.rosa.id, USERS.celine.id];
  const story = (await db('stories')
    .whereIn('stories.id', [...homeStoryIds(first[0])])
    .whereNotIn('stories.user_id', others)
    .join('users', 'users.id', 'stories.user_id')
    .first('stories.id', 'users.username')) as { id: number; username: string } | undefined;
  if (!story) throw new Error(`no story of another writer in /v5/home: ${first[0].text.slice(0, 300)}`);
  for (const a of first) expect(homeStoryIds(a).has(Number(story.id))).toBe(true);

  // The writer closes their account through whichever process the balancer picks: the shared
  // home cache is invalidated, so both processes rebuild the feed without the hidden story.
  const writer = await logIn(story.username);
  const closed = await call('POST', '/close-account', {
    headers: { cookie: writer.cookie },
    body: { password: DEMO_PASSWORD },
  });
  expect(closed.status).toBe(303);
  for (const a of await onBoth(2, home)) {
    expect(a.status).toBe(200);
    expect(homeStoryIds(a).has(Number(story.id))).toBe(false);
  }
});

test('a changed password ends the sessions on both processes', async () => {
  const mine = await logIn(USERS.celine.username);
  const elsewhere = await logIn(USERS.celine.username);
  const me = await call('GET', '/api/v3/internal/current_user?fields=id', {
    headers: { cookie: mine.cookie },
  });
  expect(me.status).toBe(200);
  const page = await call('GET', '/settings', { headers: { cookie: mine.cookie, accept: 'text/html' } });
  const csrf = /"csrfToken":"([^"]+)"/.exec(page.text)?.[1] ?? '';
  const changed = await call('POST', '/apiv2/updateuserpassword', {
    headers: { cookie: mine.cookie, 'x-csrf-token': csrf },
    body: { id: USERS.celine.id, old_password: DEMO_PASSWORD, new_password: 'Tangerine-Lighthouse-93!' },
  });
  expect([changed.status, changed.text]).toEqual([200, expect.stringContaining('OK')]);
  for (const cookie of [mine.cookie, elsewhere.cookie]) {
    const after = await onBoth(4, () =>
      call('GET', '/api/v3/internal/current_user?fields=id', { headers: { cookie } }),
    );
    expect(after.map((a) => a.status)).toEqual([401, 401, 401, 401]);
  }
});
