/**
 * Each Playwright worker's own server and database (a fresh tiny seed in a SQLite file of its own):
 * the workers run test files side by side, and no test sees another's writes (a mute, a block, a
 * closed account) mid-run. E2E_BASE_URL instead tests that one server (one worker: its state is
 * shared). The moderation and publishing tests set times in the worker's database through
 * E2E_SQLITE_FILE.
 */
import knex, { type Knex } from 'knex';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ARTIFACTS_DIR, startServer } from './server';

/** A server given from outside (`E2E_BASE_URL=… npm run test:e2e`): the tests use it, not their own. */
export const EXTERNAL_BASE_URL = process.env.E2E_BASE_URL;

export async function withWorkerServer(workerIndex: number, use: (baseUrl: string) => Promise<void>) {
  if (EXTERNAL_BASE_URL) return use(EXTERNAL_BASE_URL.replace(/\/$/, ''));
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), `storyloom-e2e-${workerIndex}-`));
  const sqliteFile = path.join(tmpDir, 'e2e.sqlite3');
  const started = Date.now();
  const server = await startServer({
    env: {
      NODE_ENV: 'production',
      SQLITE_FILE: sqliteFile,
      SEED_SIZE: 'tiny',
      DEV_OUTBOX: '1', // the recovery tests read the reset link from /dev/outbox
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
    logFile: path.join(ARTIFACTS_DIR, `server-${workerIndex}.log`),
    readyTimeoutMs: 120_000,
  }).catch((error: unknown) => {
    rmSync(tmpDir, { recursive: true, force: true });
    throw error;
  });
  console.log(`e2e: worker ${workerIndex}'s server ready at ${server.baseUrl} in ${Date.now() - started} ms`);
  process.env.E2E_SQLITE_FILE = sqliteFile;
  // A worker that ends without its teardown (the global timeout) must not leave its server running.
  const leftBehind = () => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    rmSync(tmpDir, { recursive: true, force: true });
  };
  process.once('exit', leftBehind);
  const outcome = await use(server.baseUrl).then(
    () => null,
    (error: unknown) => ({ error }),
  );
  process.off('exit', leftBehind);
  const exitedEarly = server.child.exitCode !== null || server.child.signalCode !== null;
  const tail = server.tail();
  await server.stop().catch(() => undefined);
  rmSync(tmpDir, { recursive: true, force: true });
  if (outcome) throw outcome.error;
  if (exitedEarly) throw new Error(`the server exited during the tests:\n${tail}`);
}

/**
 * The worker's server database (its SQLite file), for a fixture that sets what the UI cannot (a
 * time in the past, another feature's ticket). The server has it open too: writes wait their turn.
 */
export async function withWorkerDb<T>(run: (db: Knex) => Promise<T>): Promise<T> {
  const filename = process.env.E2E_SQLITE_FILE;
  if (!filename) throw new Error('E2E_SQLITE_FILE is not set: the worker starts its server with it');
  const db = knex({ client: 'better-sqlite3', connection: { filename }, useNullAsDefault: true });
  try {
    await db.raw('pragma busy_timeout = 5000');
    return await run(db);
  } finally {
    await db.destroy();
  }
}
