/**
 * Playwright's global setup: builds if needed. Each worker then starts its own production server
 * on a free port with a fresh embedded database (workerServer.ts); with E2E_BASE_URL set, the tests
 * use that server instead.
 */
import { mkdirSync } from 'node:fs';
import { ARTIFACTS_DIR, ensureBuild } from './server';

export default function globalSetup(): void {
  if (process.env.E2E_BASE_URL) {
    console.log(`e2e: testing ${process.env.E2E_BASE_URL} (E2E_BASE_URL)`);
    return;
  }
  ensureBuild();
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
}
