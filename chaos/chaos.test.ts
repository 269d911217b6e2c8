/**
 * Chaos suite (issue 25 #13), `npm run test:chaos`: the real server process on a private MariaDB
 * and a private Redis, under load, while each is killed, restored, hung (SIGSTOP) and resumed; then
 * SIGTERM under 200 req/s of keep-alive load. Prints its figures (recovery times, requests lost).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, LONG_STORY_ID, READER_USERNAME, seedDatabase } from '../seeds';
import { createDb } from '../src/server/db/knex';
import { migrateLatest } from '../src/server/db/migrate';
import { Load, type Sample, type Target } from './lib/load';
import {
  exited,
  freePort,
  installMariaDb,
  kill,
  sleep,
  startMariaDb,
  startRedis,
  startServer,
  type ServerProcess,
} from './lib/processes';

jest.setTimeout(240_000);

const dir = mkdtempSync(path.join(os.tmpdir(), 'storyloom-chaos-'));
let redisPort = 0;
let dbPort = 0;
let redis: ChildProcess | undefined;
let maria: ChildProcess | undefined;
let server: ServerProcess | undefined;
let env: Record<string, string> = {};
const figures: Record<string, unknown> = {};

const STORY = `/story/${LONG_STORY_ID}-the-salt-queen`;
let signedIn: Target[] = [];
const anonymous: Target[] = [
  { kind: 'anonymous', path: STORY },
  { kind: 'anonymous', path: '/login' },
];

/** Signs in through the log-in form, as a browser does; returns the session cookie. */
async function signIn(port: number): Promise<string> {
  const page = await fetch(`http://127.0.0.1:${port}/login`);
  const visitor = page.headers.getSetCookie().map((c) => c.split(';')[0]);
  const csrf = /name="_csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const res = await fetch(`http://127.0.0.1:${port}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: visitor.join('; '), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ _csrf: csrf, username: READER_USERNAME, password: DEMO_PASSWORD }),
  });
  const token = res.headers.getSetCookie().find((c) => c.startsWith('token='));
  if (res.status !== 303 || !token) throw new Error(`log-in failed: ${res.status}`);
  return token.split(';')[0];
}

beforeAll(async () => {
  [redisPort, dbPort] = [await freePort(), await freePort()];
  redis = await startRedis(redisPort, path.join(dir, 'redis'));
  installMariaDb(path.join(dir, 'maria'));
  maria = await startMariaDb(dbPort, path.join(dir, 'maria'));
  const root = createDb(`mysql://root@127.0.0.1:${dbPort}/`);
  await root.raw('CREATE DATABASE storyloom CHARACTER SET utf8mb4');
  await root.destroy();
  const databaseUrl = `mysql://root@127.0.0.1:${dbPort}/storyloom`;
  const db = createDb(databaseUrl);
  await migrateLatest(db);
  await seedDatabase(db, 'tiny');
  await db.destroy();
  const port = await freePort();
  env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    SESSION_SECRET: 'chaos-suite-secret-0123456789',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  server = await startServer(env);
  const cookie = await signIn(port);
  signedIn = [
    { kind: 'signed-in', path: STORY, headers: { cookie } },
    { kind: 'signed-in', path: `/api/v3/stories/${LONG_STORY_ID}`, headers: { cookie } },
  ];
});

afterAll(async () => {
  await kill(server?.child);
  await kill(redis);
  await kill(maria);
  rmSync(dir, { recursive: true, force: true });
  process.stdout.write(`\nchaos figures:\n${JSON.stringify(figures, null, 2)}\n`);
});

interface Outage {
  name: string;
  down: () => Promise<void> | void;
  up: () => Promise<void> | void;
  /** Signed-in requests during the outage answer 503 within this. */
  limitMs: number;
}

/** Load → outage for 3 s → restore; checks every answer and measures the recovery. */
async function outage(o: Outage) {
  const port = Number(env.PORT);
  const load = new Load(port, [...anonymous, ...signedIn], 40).start();
  await sleep(1500);
  const down = Date.now();
  await o.down();
  await sleep(3000);
  const restoring = Date.now();
  await o.up();
  const up = Date.now();
  let recovered = 0;
  for (let waited = 0; waited < 10_000 && !recovered; waited += 50) {
    const ok = load.samples.find((s) => s.kind === 'signed-in' && s.t >= up && s.status === 200);
    if (ok) recovered = ok.t + ok.ms;
    else await sleep(50);
  }
  await sleep(1000);
  await load.stop();

  const during = (s: Sample) => s.kind === 'signed-in' && s.t >= down + 100 && s.t + o.limitMs < restoring;
  const outageAnswers = load.samples.filter(during);
  const anonymousAnswers = load.samples.filter((s) => s.kind === 'anonymous');
  const broken = load.samples.filter((s) => s.error || !s.complete || (s.status ?? 0) === 500);
  const result = {
    requests: load.samples.length,
    signedInDuringOutage: outageAnswers.length,
    signedInDuringOutageStatuses: count(outageAnswers.map((s) => s.status)),
    slowestOutageAnswerMs: Math.max(0, ...outageAnswers.map((s) => s.ms)),
    anonymousStatuses: count(anonymousAnswers.map((s) => s.status)),
    brokenOrCutOff: broken.length,
    recoveryMs: recovered ? recovered - up : null,
    serviceRestartMs: up - restoring,
  };
  figures[o.name] = result;

  expect(server?.child.exitCode).toBeNull(); // no crash
  expect(broken).toEqual([]);
  expect(outageAnswers.length).toBeGreaterThan(10);
  for (const s of outageAnswers) {
    expect(s).toMatchObject({ status: 503, retryAfter: expect.any(String) });
    expect(s.ms).toBeLessThanOrEqual(o.limitMs);
  }
  // Anonymous pages need neither Redis nor, once rendered, the database (stale if error).
  for (const s of anonymousAnswers) expect(s.status).toBe(200);
  expect(result.recoveryMs).not.toBeNull();
  expect(result.recoveryMs).toBeLessThanOrEqual(5000);
}

const count = (xs: (number | undefined)[]) =>
  xs.reduce<Record<string, number>>((m, x) => ({ ...m, [String(x)]: (m[String(x)] ?? 0) + 1 }), {});

describe('chaos: the real server on a private MariaDB and Redis, under load', () => {
  it('Redis killed and restarted', () =>
    outage({
      name: 'redis killed',
      limitMs: 1000,
      down: () => kill(redis),
      up: async () => void (redis = await startRedis(redisPort, path.join(dir, 'redis'))),
    }));

  it('Redis hung (SIGSTOP) and resumed', () =>
    outage({
      name: 'redis hung',
      limitMs: 1000,
      down: () => void redis?.kill('SIGSTOP'),
      up: () => void redis?.kill('SIGCONT'),
    }));

  it('MariaDB killed and restarted', () =>
    outage({
      name: 'mariadb killed',
      limitMs: 2000,
      down: () => kill(maria),
      up: async () => void (maria = await startMariaDb(dbPort, path.join(dir, 'maria'))),
    }));

  it('MariaDB hung (SIGSTOP) and resumed', () =>
    outage({
      name: 'mariadb hung',
      limitMs: 2000,
      down: () => void maria?.kill('SIGSTOP'),
      up: () => void maria?.kill('SIGCONT'),
    }));

  it('SIGTERM under 200 req/s of keep-alive load: every accepted request answered, exit 0', async () => {
    const srv = server as ServerProcess;
    const load = new Load(Number(env.PORT), [{ kind: 'anonymous', path: STORY }], 200, 16).start();
    await sleep(2000);
    const term = Date.now();
    srv.child.kill('SIGTERM');
    const code = await exited(srv.child);
    const exitMs = Date.now() - term;
    await sleep(200);
    await load.stop();
    const accepted = load.samples.filter((s) => s.error !== 'ECONNREFUSED');
    const failed = accepted.filter((s) => s.error || !s.complete || s.status !== 200);
    figures.sigterm = {
      requests: load.samples.length,
      answered: accepted.length - failed.length,
      refusedAfterClose: load.samples.length - accepted.length,
      failedAccepted: failed.length,
      closeHeaders: load.samples.filter((s) => s.connection === 'close').length,
      exitCode: code,
      exitMs,
    };
    expect(failed).toEqual([]);
    expect(code).toBe(0);
    expect(exitMs).toBeLessThan(10_000);
    // Nothing but JSON log lines: no raw stack trace on stdout/stderr at any point of the suite.
    const raw = srv.output
      .join('')
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('{'));
    figures.rawOutputLines = raw.length;
    expect(raw).toEqual([]);
  });
});
