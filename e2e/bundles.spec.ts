/**
 * Two client builds, picked by User-Agent (issue 29 item 3; docs/architecture.md "Two client
 * builds"): Chromium runs both. With its own (modern) User-Agent it gets the files of
 * `/assets/modern/`; claiming to be Chrome 61 on Android or Safari on iOS 12, it gets the legacy
 * files of `/assets/` — and, with `Object.fromEntries` and `Array#flatMap` taken away as those
 * browsers lack them, the legacy build still starts (its polyfills). Either way the page hydrates:
 * a visitor's Vote opens the sign-up dialog instead of following its log-in link.
 */
import type { Browser } from '@playwright/test';
import { LONG_STORY_PART_IDS } from '../seeds/fixtures';
import { expect, log, test } from './lib/fixtures';

const SIGN_UP_TITLE = 'Sign up to comment and interact with the largest storytelling community';
const CHROME_61 =
  'Mozilla/5.0 (Linux; Android 7.0; SM-G930V) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/61.0.3163.98 Mobile Safari/537.36';
const IOS_12 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1';

/** What Chrome 61 and iOS 12.0 lack that Redux Toolkit calls as the store is made. */
const withoutEs2019Builtins = () => {
  delete (Object as { fromEntries?: unknown }).fromEntries;
  delete (Array.prototype as { flatMap?: unknown }).flatMap;
};

async function visit(browser: Browser, baseURL: string, userAgent: string | undefined, old: boolean) {
  const context = await browser.newContext({ baseURL, userAgent, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  if (old) await page.addInitScript(withoutEs2019Builtins);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const res = await page.goto(`/${LONG_STORY_PART_IDS[3]}`);
  expect(res?.status()).toBe(200);
  expect(res?.headers().vary ?? '', 'the HTML varies by User-Agent').toMatch(/user-agent/i);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByRole('link', { name: /Vote/ }).first().click();
  await page.getByRole('dialog', { name: SIGN_UP_TITLE }).waitFor();
  expect(errors, 'no script errors').toEqual([]);
  await context.close();
  return scripts;
}

test('a modern Chromium gets the modern build, and it hydrates', async ({ browser, baseURL }) => {
  const scripts = await visit(browser, baseURL ?? '', undefined, false);
  log(`modern scripts: ${scripts.join(' ')}`);
  expect(scripts.length).toBeGreaterThan(1);
  for (const s of scripts) expect(s, 'every script from the modern build').toMatch(/^\/assets\/modern\//);
});

for (const [name, ua] of [
  ['Chrome 61 on Android', CHROME_61],
  ['Safari on iOS 12', IOS_12],
] as const) {
  test(`${name} gets the legacy build, and it hydrates without Object.fromEntries and flatMap`, async ({
    browser,
    baseURL,
  }) => {
    const scripts = await visit(browser, baseURL ?? '', ua, true);
    log(`legacy scripts: ${scripts.join(' ')}`);
    expect(scripts.length).toBeGreaterThan(1);
    for (const s of scripts) expect(s, 'every script from the legacy build').toMatch(/^\/assets\/[^/]+\.js$/);
  });
}
