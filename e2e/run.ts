/**
 * `npm run test:e2e`: builds if needed, starts the production server on a free port with a fresh
 * embedded database (tiny seed), runs the browser tests in Debian Chromium, stops the server.
 * The last line printed is `N passed, N failed`; the exit code is non-zero on any failure.
 *
 * Environment: E2E_BASE_URL (test a server that is already running instead), E2E_FILTER (run the
 * tests whose name contains it), E2E_AXE=report (print axe violations instead of failing on them).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, ROOT, startServer, type RunningServer } from './lib/server';
import { runTests, type RunResult } from './lib/runner';
import { closeBrowser } from './lib/browser';

const GLOBAL_TIMEOUT_MS = 10 * 60_000; // 32 tests take ~2-3 min on an idle 2-core machine
const ARTIFACTS = path.join(ROOT, '.e2e-artifacts');

let server: RunningServer | null = null;
let tmpDir: string | null = null;
let finished = false;

async function cleanup(): Promise<void> {
  const running = server;
  server = null;
  await closeBrowser();
  if (running) await running.stop().catch(() => undefined);
  if (tmpDir) rmSync(tmpDir, { recursive: true, force: true });
  tmpDir = null;
}

async function finish(result: RunResult | null, error?: unknown): Promise<never> {
  if (finished) process.exit(1);
  finished = true;
  await cleanup();
  if (error)
    console.error(`\ne2e: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  const passed = result?.passed ?? 0;
  const failed = result ? result.failed : 1;
  if (result && result.failures.length > 0) {
    console.log('\nFailures:');
    for (const f of result.failures) console.log(`  ✗ ${f.name}\n      ${f.error.split('\n')[0]}`);
  }
  console.log(`\nArtifacts (screenshots, server log): ${path.relative(process.cwd(), ARTIFACTS) || '.'}/`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || error ? 1 : 0);
}

async function main(): Promise<void> {
  rmSync(ARTIFACTS, { recursive: true, force: true });
  mkdirSync(ARTIFACTS, { recursive: true });

  let baseUrl = process.env.E2E_BASE_URL?.replace(/\/$/, '');
  if (!baseUrl) {
    ensureBuild();
    tmpDir = mkdtempSync(path.join(os.tmpdir(), 'storyloom-e2e-'));
    const started = Date.now();
    server = await startServer({
      env: {
        NODE_ENV: 'production',
        SQLITE_FILE: path.join(tmpDir, 'e2e.sqlite3'),
        SEED_SIZE: 'tiny',
        DEV_OUTBOX: '1', // the recovery tests read the reset link from /dev/outbox
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      },
      logFile: path.join(ARTIFACTS, 'server.log'),
      readyTimeoutMs: 120_000,
    });
    baseUrl = server.baseUrl;
    console.log(`e2e: server ready at ${baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else {
    console.log(`e2e: testing ${baseUrl} (E2E_BASE_URL)`);
  }

  await import('./journeys');
  await import('./reader');
  await import('./accounts');
  await import('./recovery');
  await import('./home');
  await import('./lists');
  await import('./search');
  await import('./onboarding');
  await import('./readingForms');
  await import('./settings');
  await import('./social');
  await import('./privacy');
  await import('./olderBrowsers');
  const result = await runTests({
    baseUrl,
    artifacts: ARTIFACTS,
    testTimeoutMs: 90_000,
    filter: process.env.E2E_FILTER,
    axeMode: process.env.E2E_AXE === 'report' ? 'report' : 'fail',
  });
  if (server && server.child.exitCode !== null) {
    throw new Error(`the server exited during the tests:\n${server.tail()}`);
  }
  await finish(result);
}

const globalTimer = setTimeout(() => {
  void finish(
    null,
    new Error(`global timeout: the browser tests took more than ${GLOBAL_TIMEOUT_MS / 1000} s`),
  );
}, GLOBAL_TIMEOUT_MS);
void globalTimer; // stays referenced: it must fire even if everything else is stuck

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void finish(null, new Error(`interrupted by ${signal}`)));
}

main().catch((error: unknown) => finish(null, error));
