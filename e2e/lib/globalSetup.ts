/**
 * Playwright's global setup: builds if needed, starts the production server on a free port with a
 * fresh embedded database (tiny seed) and hands its address to the tests as E2E_BASE_URL. The
 * function it returns is the global teardown: it stops the server and fails the run if the server
 * had exited during the tests. With E2E_BASE_URL already set, the tests use that server instead.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, ROOT, startServer } from './server';

/** Playwright's `outputDir` (screenshots, server log). */
export const ARTIFACTS = path.join(ROOT, '.e2e-artifacts');

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) {
    console.log(`e2e: testing ${process.env.E2E_BASE_URL} (E2E_BASE_URL)`);
    return async () => undefined;
  }
  ensureBuild();
  mkdirSync(ARTIFACTS, { recursive: true });
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'storyloom-e2e-'));
  const started = Date.now();
  const server = await startServer({
    env: {
      NODE_ENV: 'production',
      SQLITE_FILE: path.join(tmpDir, 'e2e.sqlite3'),
      SEED_SIZE: 'tiny',
      DEV_OUTBOX: '1', // the recovery tests read the reset link from /dev/outbox
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
    logFile: path.join(ARTIFACTS, 'server.log'),
    readyTimeoutMs: 120_000,
  }).catch((error: unknown) => {
    rmSync(tmpDir, { recursive: true, force: true });
    throw error;
  });
  console.log(`e2e: server ready at ${server.baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_SQLITE_FILE = path.join(tmpDir, 'e2e.sqlite3'); // fixtures that set a time (publishing)

  // When the run ends without a teardown (the global timeout leaves it no time), the server must
  // not outlive it: this runs as the runner's process exits.
  const leftBehind = () => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    rmSync(tmpDir, { recursive: true, force: true });
  };
  process.once('exit', leftBehind);

  return async () => {
    process.off('exit', leftBehind);
    const exitedEarly = server.child.exitCode !== null || server.child.signalCode !== null;
    const tail = server.tail();
    await server.stop().catch(() => undefined);
    rmSync(tmpDir, { recursive: true, force: true });
    if (exitedEarly) throw new Error(`the server exited during the tests:\n${tail}`);
  };
}
