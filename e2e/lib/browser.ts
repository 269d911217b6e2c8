/**
 * Headless Debian Chromium through playwright-core: one browser for the whole run, a fresh context
 * (its own cookies, storage and cache, like a new profile) per session, console/page errors collected
 * on every page, axe on every visited page, screenshots for humans.
 */
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 375, height: 812 };

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

export interface OpenOptions {
  baseURL: string;
  javaScriptEnabled: boolean;
}

let browser: Promise<Browser> | null = null;

/**
 * The run's one Chromium, launched on first use (again if it went away). Launching a browser per
 * session cost 1.5–2 s each on a 2-core machine; a new context gives the same isolation in ~50 ms.
 */
function sharedBrowser(): Promise<Browser> {
  if (browser) {
    const current = browser;
    return current.then((b) => {
      if (b.isConnected()) return b;
      if (browser === current) browser = null;
      return sharedBrowser();
    });
  }
  const launching = chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  launching.catch(() => {
    if (browser === launching) browser = null;
  });
  browser = launching;
  return launching;
}

/** Closes the shared browser (end of the run). */
export async function closeBrowser(): Promise<void> {
  const current = browser;
  browser = null;
  if (current) await (await current.catch(() => null))?.close().catch(() => undefined);
}

export async function openSession(options: OpenOptions): Promise<Session> {
  const context = await (
    await sharedBrowser()
  ).newContext({
    baseURL: options.baseURL,
    javaScriptEnabled: options.javaScriptEnabled,
    viewport: DESKTOP,
    locale: 'en-US',
    timezoneId: 'UTC',
  });
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
      const helperContext = await (await sharedBrowser()).newContext({ viewport: DESKTOP, locale: 'en-US' });
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
export function assertNoErrors(session: Session, where: string): void {
  if (session.errors.length === 0) return;
  const list = session.errors.splice(0).join('\n  ');
  throw new Error(`browser errors at ${where}:\n  ${list}`);
}

export interface AxeProblem {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe on the session's current page; returns the serious and critical violations. Legacy mode
 * runs axe in the page itself (our pages have no frames) instead of opening a blank page per call to
 * merge frame results, and only violations are collected: together that halves the ~2.5 s per page.
 */
export async function axeProblems(session: Session): Promise<AxeProblem[]> {
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

export function formatAxe(problems: AxeProblem[]): string {
  return problems
    .map((p) => `[${p.impact}] ${p.id}: ${p.help}\n      at ${p.targets.join('\n      at ')}`)
    .join('\n    ');
}

export function fileSafe(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

/**
 * Full-page screenshots at 375 px and 1280 px wide (for humans, not assertions). JPEG: a tall page
 * encodes in ~0.3 s instead of ~0.7 s as PNG.
 */
export async function screenshots(page: Page, dir: string, label: string): Promise<void> {
  const base = path.join(dir, fileSafe(label));
  const shot = { fullPage: true, type: 'jpeg', quality: 85 } as const;
  try {
    await page.setViewportSize(MOBILE);
    await page.screenshot({ ...shot, path: `${base}-375.jpg` });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ ...shot, path: `${base}-1280.jpg` });
  } finally {
    await page.setViewportSize(DESKTOP);
  }
}
