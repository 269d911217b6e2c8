/**
 * Progressive hydration (issue 29 #2, docs/architecture.md "Progressive hydration"): the shell and
 * the page's content hydrate first (`data-hydrated`); secondary regions load their code and hydrate
 * later. A click on a control in a region whose code has not arrived is held and takes effect once
 * the region hydrates — not lost, and not the no-JavaScript default (a link leaving the page).
 */
import type { Page, Route } from '@playwright/test';
import { LONG_STORY_PART_IDS } from '../seeds/fixtures';
import { expect, log, test } from './lib/fixtures';

const SIGN_UP_TITLE = 'Sign up to comment and interact with the largest storytelling community';

/** The longest task the page has run so far (Long Tasks API, from the start of the load). */
const longestTask = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let longest = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) longest = Math.max(longest, e.duration);
        }).observe({ type: 'longtask', buffered: true });
        setTimeout(() => resolve(Math.round(longest)), 100);
      }),
  );

test('a click in the comments before their code arrives opens the sign-up prompt once they hydrate', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: true });
  const { page } = s;
  // Hold the comments' chunk until the click has been made.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/\/part-comments\.[^/]*\.js$/, async (route: Route) => {
    requested = true;
    await released;
    await route.continue();
  });

  await page.goto(`/${LONG_STORY_PART_IDS[32]}`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const partPath = new URL(page.url()).pathname; // the canonical address, rewritten
  // The server rendered the comments (the same HTML as without JavaScript): the control is there.
  const write = page.locator('#comments').getByRole('link', { name: 'Write a comment…' });
  await expect(write).toBeVisible();
  await write.click();

  // Not hydrated yet: the click neither opened the prompt nor followed the link.
  await expect.poll(() => requested).toBe(true);
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe(partPath);
  await expect(page.getByRole('dialog', { name: SIGN_UP_TITLE })).toHaveCount(0);

  release();
  await expect(page.getByRole('dialog', { name: SIGN_UP_TITLE })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(partPath);
  await checkPage(s, 'part page, held click replayed');
});

test('the story page: similar stories and the footer are server HTML, hydrated later; long tasks', async ({
  session,
}) => {
  const s = await session({ javaScriptEnabled: true });
  const { page } = s;
  await page.goto(`/${LONG_STORY_PART_IDS[0]}`);
  const storyHref = await page.locator('main header a').first().getAttribute('href');
  await page.goto(storyHref ?? '/home');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  log(`story page: longest task ${await longestTask(page)} ms`);
  await page.goto('/home');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  log(`home: longest task ${await longestTask(page)} ms`);
});
