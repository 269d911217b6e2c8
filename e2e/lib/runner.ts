/**
 * A tiny test runner: tests are named async functions run one after another. Each gets a `TestContext`
 * that opens browser sessions (closed after the test; screenshots of their pages when it fails) and
 * checks visited pages (no console errors, no serious/critical axe violations, screenshots).
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  assertNoErrors,
  axeProblems,
  fileSafe,
  formatAxe,
  openSession,
  screenshots,
  type Session,
} from './browser';

export interface TestContext {
  baseUrl: string;
  artifacts: string;
  /** A fresh Chromium with its own profile, JavaScript on or off. */
  session(options: { javaScriptEnabled: boolean }): Promise<Session>;
  /**
   * The checks every visited page gets: no console/page errors so far, screenshots at 375/1280 px,
   * and axe (serious/critical violations fail the test).
   */
  checkPage(session: Session, label: string): Promise<void>;
  log(message: string): void;
}

export type TestFn = (t: TestContext) => Promise<void>;
interface TestCase {
  name: string;
  fn: TestFn;
}

const tests: TestCase[] = [];

export function test(name: string, fn: TestFn): void {
  tests.push({ name, fn });
}

export interface RunResult {
  passed: number;
  failed: number;
  failures: { name: string; error: string }[];
}

export interface RunOptions {
  baseUrl: string;
  artifacts: string;
  /** Per-test time limit. */
  testTimeoutMs: number;
  /** Only run tests whose name contains this. */
  filter?: string;
  /** `report`: axe violations are printed but do not fail a test. */
  axeMode: 'fail' | 'report';
}

export async function runTests(options: RunOptions): Promise<RunResult> {
  const result: RunResult = { passed: 0, failed: 0, failures: [] };
  const selected = tests.filter((c) => !options.filter || c.name.includes(options.filter));
  for (const testCase of selected) {
    const sessions: Session[] = [];
    const visited = new Set<string>();
    const t: TestContext = {
      baseUrl: options.baseUrl,
      artifacts: options.artifacts,
      async session(sessionOptions) {
        const s = await openSession({ baseURL: options.baseUrl, ...sessionOptions });
        sessions.push(s);
        return s;
      },
      async checkPage(session, label) {
        const mode = session.javaScriptEnabled ? 'js' : 'nojs';
        const fullLabel = `${mode}-${label}`;
        // One screenshot pair per page and mode (a later check of the same label adds a counter).
        let shot = fullLabel;
        for (let i = 2; visited.has(shot); i++) shot = `${fullLabel}-${i}`;
        visited.add(shot);
        await screenshots(session.page, options.artifacts, shot);
        assertNoErrors(session, `${label} (${session.page.url()})`);
        const problems = await axeProblems(session);
        if (problems.length > 0) {
          const text = `axe: ${problems.length} serious/critical violation(s) on ${label} (${session.page.url()}):\n    ${formatAxe(problems)}`;
          if (options.axeMode === 'fail') throw new Error(text);
          console.log(`  ! ${text}`);
        }
        // axe itself must not have caused errors either.
        assertNoErrors(session, `${label} after axe`);
      },
      log(message) {
        console.log(`    ${message}`);
      },
    };

    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      const run = testCase.fn(t);
      run.catch(() => undefined); // after a timeout the test may still reject: already reported
      await Promise.race([
        run,
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`test timed out after ${options.testTimeoutMs} ms`)),
            options.testTimeoutMs,
          );
        }),
      ]);
      for (const s of sessions) assertNoErrors(s, 'end of test');
      result.passed++;
      console.log(`  ✓ ${testCase.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    } catch (error) {
      result.failed++;
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      result.failures.push({ name: testCase.name, error: message });
      console.log(`  ✗ ${testCase.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      console.log(indent(message, '      '));
      await failureScreenshots(sessions, options.artifacts, testCase.name);
    } finally {
      clearTimeout(timer);
      await Promise.all(sessions.map((s) => s.close()));
    }
  }
  return result;
}

async function failureScreenshots(sessions: Session[], dir: string, name: string): Promise<void> {
  let n = 0;
  for (const s of sessions) {
    for (const page of s.context.pages()) {
      n++;
      const file = path.join(dir, `FAILED-${fileSafe(name)}-${n}.png`);
      const ok = await shoot(page, file);
      if (ok) console.log(`      screenshot: ${path.relative(process.cwd(), file)} (${page.url()})`);
    }
  }
}

async function shoot(page: Page, file: string): Promise<boolean> {
  try {
    await page.screenshot({ path: file, fullPage: true, timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => prefix + line)
    .join('\n');
}
