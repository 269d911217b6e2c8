/**
 * Browser tests (`npm run test:e2e`): Playwright Test drives Debian's Chromium (never a downloaded
 * browser) against the production server that e2e/lib/globalSetup.ts starts (or E2E_BASE_URL).
 * Every `e2e/**\/*.spec.ts` is a test file (found by the glob: a new feature adds its own); fixtures and options live in e2e/lib/fixtures.ts.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS, DESKTOP } from './e2e/lib/browser';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: '.e2e-artifacts',
  globalSetup: './e2e/lib/globalSetup.ts',
  // Each worker has its own server and database (e2e/lib/workerServer.ts), so two run test files side
  // by side: Chromium, the servers and the runner keep 2 cores busy where one worker left them
  // waiting on timers and the network. A server given by E2E_BASE_URL is one shared state: one worker.
  workers: process.env.E2E_BASE_URL ? 1 : Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  // A flaky test is fixed, not retried.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 90_000,
  // A guard against a hung run: an idle 2-core machine runs the suite in a few minutes, one shared
  // with builds and other test runs has taken more than 10.
  globalTimeout: 20 * 60_000,
  reporter: [['list'], ['./e2e/lib/countReporter.ts']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    javaScriptEnabled: true,
    viewport: DESKTOP,
    locale: 'en-US',
    timezoneId: 'UTC',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // The session fixture takes its own failure screenshots (of every page of every session).
    screenshot: 'off',
    trace: 'off',
    video: 'off',
  },
});
