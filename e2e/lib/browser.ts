/**
 * Debian's Chromium as the browser tests and the benchmark launch it. `playwright.config.ts` takes
 * the executable, flags and window sizes from here; `openSession` is for scripts that drive Chromium
 * outside Playwright Test (`npm run bench` counts the scripts a first visit loads).
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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

export interface Session {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

export interface OpenOptions {
  baseURL: string;
  javaScriptEnabled: boolean;
  /** Another browser's User-Agent (the server picks the client build by it); Chromium's own by default. */
  userAgent?: string;
}

let browser: Promise<Browser> | null = null;

/**
 * One Chromium per process, launched on first use (again if it went away): a new context per
 * session gives the isolation of a new profile without the cost of launching a browser each time.
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

/** Closes the shared browser (end of a script). */
export async function closeBrowser(): Promise<void> {
  const current = browser;
  browser = null;
  if (current) await (await current.catch(() => null))?.close().catch(() => undefined);
}

/** A fresh context (its own cookies, storage and cache) with one page. */
export async function openSession(options: OpenOptions): Promise<Session> {
  const context = await (
    await sharedBrowser()
  ).newContext({
    baseURL: options.baseURL,
    javaScriptEnabled: options.javaScriptEnabled,
    viewport: DESKTOP,
    locale: 'en-US',
    timezoneId: 'UTC',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  return {
    context,
    page,
    close: () => context.close().catch(() => undefined),
  };
}
