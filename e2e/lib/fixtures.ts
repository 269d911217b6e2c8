/**
 * The browser tests' `test` and `expect`. Fixtures:
 * - `session({ javaScriptEnabled })`: a fresh browser context (its own cookies, storage and cache,
 *   like a new profile) with one page; console errors, page errors and failed requests are collected
 *   on its every page and fail the test at its end. JavaScript defaults to the `javaScriptEnabled`
 *   option. Screenshots of its pages are saved when the test fails.
 * - `checkPage(session, label)`: what every visited page gets: screenshots at the `mobile` and
 *   `desktop` widths (for humans, not assertions), no errors so far, and axe (moderate, serious and
 *   critical violations fail the test; `axeMode: 'report'` or E2E_AXE=report only prints them).
 * - `baseURL`: the server under test: the worker's own (workerServer.ts), or E2E_BASE_URL.
 */
import { AxeBuilder } from '@axe-core/playwright';
import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type ViewportSize,
} from '@playwright/test';
import { DESKTOP, MOBILE } from './browser';
import { withWorkerServer } from './workerServer';

export { expect };

/** A note under the test's line in the report (what a test found, e.g. which story it opened). */
export function log(message: string): void {
  console.log(`    ${message}`);
}

/** Console messages that are expected on one page (e.g. the 404 of a not-found page's own document). */
export type ErrorFilter = (message: string, url: string) => boolean;

export interface Session {
  context: BrowserContext;
  page: Page;
  javaScriptEnabled: boolean;
  /** Errors seen so far on any page of this session (console errors, page errors, failed requests). */
  errors: string[];
  /** Ignore console errors matching `filter` from now on (until `clearAllowed`). */
  allow(filter: ErrorFilter): void;
  clearAllowed(): void;
  /**
   * axe cannot run in a page with JavaScript disabled (it hangs), so for such sessions this is a second,
   * JavaScript-enabled page that loads the same URL with every <script> removed from the HTML and
   * script requests blocked: the same DOM and CSS a reader without JavaScript gets.
   */
  axePage(): Promise<Page>;
  close(): Promise<void>;
}

export type OpenSession = (options?: { javaScriptEnabled?: boolean; userAgent?: string }) => Promise<Session>;
export type CheckPage = (session: Session, label: string) => Promise<void>;

interface Options {
  /** The phone width of `checkPage`'s screenshots. */
  mobile: ViewportSize;
  /** The desktop width: every session's window, and `checkPage`'s second screenshot. */
  desktop: ViewportSize;
  /** `report`: axe violations are printed but do not fail a test. */
  axeMode: 'fail' | 'report';
}

interface Fixtures {
  session: OpenSession;
  checkPage: CheckPage;
}

export const test = base.extend<Options & Fixtures, { serverUrl: string }>({
  mobile: [MOBILE, { option: true }],
  desktop: [DESKTOP, { option: true }],
  axeMode: [process.env.E2E_AXE === 'report' ? 'report' : 'fail', { option: true }],

  // The worker's own server (workerServer.ts), started once per worker.
  serverUrl: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => withWorkerServer(workerInfo.workerIndex, use),
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ serverUrl }, use) => use(serverUrl),

  session: async ({ browser, baseURL, javaScriptEnabled, desktop }, use, testInfo) => {
    const sessions: Session[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled: options.javaScriptEnabled ?? javaScriptEnabled,
        viewport: desktop,
        locale: 'en-US',
        timezoneId: 'UTC',
        // An older browser's User-Agent gets the legacy build (docs/architecture.md "Client build").
        ...(options.userAgent ? { userAgent: options.userAgent } : {}),
      });
      const session = await watchSession(context, {
        baseURL: baseURL as string,
        javaScriptEnabled: options.javaScriptEnabled ?? javaScriptEnabled,
        newHelperContext: () => browser.newContext({ viewport: desktop, locale: 'en-US' }),
      });
      sessions.push(session);
      return session;
    });
    let failed = testInfo.status !== testInfo.expectedStatus;
    try {
      if (!failed) for (const s of sessions) assertNoErrors(s, 'end of test');
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      if (failed) await failureScreenshots(sessions, (name) => testInfo.outputPath(name));
      await Promise.all(sessions.map((s) => s.close()));
    }
  },

  checkPage: async ({ mobile, desktop, axeMode }, use, testInfo) => {
    const visited = new Set<string>();
    await use(async (session, label) => {
      const mode = session.javaScriptEnabled ? 'js' : 'nojs';
      const fullLabel = `${mode}-${label}`;
      // One screenshot pair per page and mode (a later check of the same label adds a counter).
      let shot = fullLabel;
      for (let i = 2; visited.has(shot); i++) shot = `${fullLabel}-${i}`;
      visited.add(shot);
      await screenshots(session.page, testInfo.outputPath(fileSafe(shot)), { mobile, desktop });
      assertNoErrors(session, `${label} (${session.page.url()})`);
      const problems = await axeProblems(session);
      if (problems.length > 0) {
        const text = `axe: ${problems.length} moderate/serious/critical violation(s) on ${label} (${session.page.url()}):\n    ${formatAxe(problems)}`;
        if (axeMode === 'fail') throw new Error(text);
        console.log(`  ! ${text}`);
      }
      // axe itself must not have caused errors either.
      assertNoErrors(session, `${label} after axe`);
    });
  },
});

interface WatchOptions {
  baseURL: string;
  javaScriptEnabled: boolean;
  newHelperContext(): Promise<BrowserContext>;
}

async function watchSession(context: BrowserContext, options: WatchOptions): Promise<Session> {
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const origin = new URL(options.baseURL).origin;
  const errors: string[] = [];
  let allowed: ErrorFilter[] = [];

  const watch = (page: Page) => {
    page.on('console', (msg: ConsoleMessage) => {
      if (msg.type() !== 'error') return;
      const url = msg.location().url;
      if (allowed.some((filter) => filter(msg.text(), url))) return;
      errors.push(`console error on ${page.url()}: ${msg.text()}${url ? ` (${url})` : ''}`);
    });
    page.on('pageerror', (error) => {
      errors.push(`page error on ${page.url()}: ${error.stack ?? error.message}`);
    });
    page.on('requestfailed', (request) => {
      const failure = request.failure()?.errorText ?? 'failed';
      // Aborted loads (a navigation away from a page still loading images) are not errors.
      if (failure.includes('ERR_ABORTED')) return;
      // With JavaScript off, Chromium cancels every script download (reported as "csp").
      if (!options.javaScriptEnabled && request.resourceType() === 'script') return;
      if (!request.url().startsWith(origin)) return;
      errors.push(`request failed on ${page.url()}: ${request.method()} ${request.url()}: ${failure}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  const page = await context.newPage();

  let helper: { context: BrowserContext; page: Page } | null = null;
  const axePage = async (): Promise<Page> => {
    if (options.javaScriptEnabled) return page;
    if (!helper) {
      const helperContext = await options.newHelperContext();
      helperContext.setDefaultTimeout(15_000);
      await helperContext.route('**/*', async (route) => {
        const request = route.request();
        if (request.resourceType() === 'script') return route.abort();
        if (request.resourceType() !== 'document') return route.continue();
        const response = await route.fetch();
        const html = (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '');
        return route.fulfill({ response, body: html });
      });
      helper = { context: helperContext, page: await helperContext.newPage() };
    }
    await helper.page.goto(page.url());
    return helper.page;
  };

  let closed = false;
  return {
    context,
    page,
    javaScriptEnabled: options.javaScriptEnabled,
    errors,
    allow: (filter) => {
      allowed.push(filter);
    },
    clearAllowed: () => {
      allowed = [];
    },
    axePage,
    async close() {
      if (closed) return;
      closed = true;
      await context.close().catch(() => undefined);
      if (helper) await helper.context.close().catch(() => undefined);
    },
  };
}

/** Throws when any console error, page error or failed request was seen in the session. */
function assertNoErrors(session: Session, where: string): void {
  if (session.errors.length === 0) return;
  const list = session.errors.splice(0).join('\n  ');
  throw new Error(`browser errors at ${where}:\n  ${list}`);
}

interface AxeProblem {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe on the session's current page; returns the violations that are not minor. Legacy mode
 * runs axe in the page itself (our pages have no frames) instead of opening a blank page per call to
 * merge frame results, and only violations are collected: together that halves the time per page.
 */
async function axeProblems(session: Session): Promise<AxeProblem[]> {
  const results = await new AxeBuilder({ page: await session.axePage() })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact !== 'minor')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

function formatAxe(problems: AxeProblem[]): string {
  return problems
    .map((p) => `[${p.impact}] ${p.id}: ${p.help}\n      at ${p.targets.join('\n      at ')}`)
    .join('\n    ');
}

function fileSafe(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

/** Full-page screenshots at both widths. JPEG: a tall page encodes in about half the time of PNG. */
async function screenshots(
  page: Page,
  base: string,
  sizes: { mobile: ViewportSize; desktop: ViewportSize },
): Promise<void> {
  const shot = { fullPage: true, type: 'jpeg', quality: 85 } as const;
  try {
    await page.setViewportSize(sizes.mobile);
    await page.screenshot({ ...shot, path: `${base}-${sizes.mobile.width}.jpg` });
    await page.setViewportSize(sizes.desktop);
    await page.screenshot({ ...shot, path: `${base}-${sizes.desktop.width}.jpg` });
  } finally {
    await page.setViewportSize(sizes.desktop);
  }
}

/** Every open page of a failed test, as it was when the test ended. */
async function failureScreenshots(sessions: Session[], outputPath: (name: string) => string): Promise<void> {
  let n = 0;
  for (const s of sessions) {
    for (const page of s.context.pages()) {
      n++;
      const file = outputPath(`FAILED-${n}.png`);
      const ok = await page
        .screenshot({ path: file, fullPage: true, timeout: 5000 })
        .then(() => true)
        .catch(() => false);
      if (ok) console.log(`      screenshot: ${file} (${page.url()})`);
    }
  }
}
