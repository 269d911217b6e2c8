/**
 * Browser tests of the reader details (issue 24 item 7): Add to library shows a saved story on the
 * story and part pages after a reload (JavaScript on and off); the dark reading theme is axe-clean
 * for colour contrast and themes the whole page (no white header, footer or band); at 375 px the
 * signed-in header and the settings tabs fit the screen; story carousels show 5, 2.5, 3.5 or 3
 * stories per view by width (reading-discovery §9).
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, LONG_STORY_ID, LONG_STORY_PART_IDS, USERS } from '../seeds/fixtures';
import { readerMessages as r } from '../src/shared/reader/messages';
import { expect, test } from './lib/fixtures';

const STORY_PATH = `/story/${LONG_STORY_ID}-the-salt-queen`;
const SAVED = `✓ ${r.inLibrary}`;
const ADD = `+ ${r.addToLibrary}`;

async function logIn(page: Page, username: string, nextPath: string): Promise<void> {
  await page.goto(`/login?nextUrl=${encodeURIComponent(nextPath)}`);
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await Promise.all([
    page.waitForURL((u) => u.pathname.startsWith(nextPath)),
    page.getByRole('button', { name: 'Log in' }).click(),
  ]);
}

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

/** The add-to-library control's text on the current page (a button with JavaScript, or its link). */
const libraryControl = (page: Page) => page.locator('main [id="add-to-list"] > :is(a, button)').first();

async function partPath(page: Page): Promise<string> {
  await page.goto(`/${LONG_STORY_PART_IDS[3]}`);
  return new URL(page.url()).pathname;
}

test('reader details: Add to library shows the saved story after a reload (JavaScript on)', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: true });
  const { page } = s;
  await logIn(page, USERS.elio.username, STORY_PATH);
  await hydrated(page);
  await expect(libraryControl(page)).toHaveText(ADD);
  await libraryControl(page).click();
  await Promise.all([
    page.waitForResponse((res) => res.url().includes('/library') && res.request().method() === 'POST'),
    page.getByRole('checkbox', { name: 'Library' }).check(),
  ]);
  await expect(libraryControl(page), 'saved at once after the toggle').toHaveText(SAVED);

  await page.reload();
  await hydrated(page);
  await expect(libraryControl(page), 'saved after a reload').toHaveText(SAVED);
  await checkPage(s, 'story saved in library');

  const part = await partPath(page);
  await hydrated(page);
  await expect(libraryControl(page), 'the part page shows it too').toHaveText(SAVED);
  await page.reload();
  await expect(libraryControl(page)).toHaveText(SAVED);

  // Taken out from the part page's popover: both pages say so.
  await libraryControl(page).click();
  await Promise.all([
    page.waitForResponse((res) => res.url().includes('/library') && res.request().method() === 'DELETE'),
    page.getByRole('checkbox', { name: 'Library' }).uncheck(),
  ]);
  await expect(libraryControl(page)).toHaveText(ADD);
  await page.goto(part);
  await expect(libraryControl(page)).toHaveText(ADD);
  await page.goto(STORY_PATH);
  await expect(libraryControl(page)).toHaveText(ADD);
});

test('reader details: Add to library shows the saved story (JavaScript off)', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: false });
  const { page } = s;
  await logIn(page, USERS.celine.username, STORY_PATH);
  await expect(libraryControl(page)).toHaveText(ADD);
  await Promise.all([
    page.waitForURL((u) => u.pathname === `/story/${LONG_STORY_ID}/lists`),
    libraryControl(page).click(),
  ]);
  await Promise.all([
    page.waitForURL(
      (u) => u.pathname.startsWith(`/story/${LONG_STORY_ID}`) && !u.pathname.endsWith('/lists'),
    ),
    page.getByRole('button', { name: 'Add Library' }).click(),
  ]);
  await page.goto(STORY_PATH);
  await expect(libraryControl(page), 'the story page, from the server').toHaveText(SAVED);
  await checkPage(s, 'story saved in library');
  await partPath(page);
  await expect(libraryControl(page), 'the part page, from the server').toHaveText(SAVED);
});

test('reader details: the dark theme covers the whole page and passes colour contrast', async ({
  session,
  baseURL,
  checkPage,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const s = await session({ javaScriptEnabled });
    const { page } = s;
    // Bram is a premium reader: the server renders his chosen theme (the cookie) on every part.
    await logIn(page, USERS.bram.username, '/home');
    await s.context.addCookies([{ name: 'reading-theme', value: 'dark', url: baseURL as string }]);
    const part = await partPath(page);
    expect(await page.locator('article').getAttribute('data-theme')).toBe('dark');
    await checkPage(s, 'reader dark theme');

    // No white header, footer or band: the page's background is the theme's, and the header and
    // footer have it or let it through.
    const dark = 'rgb(22, 22, 26)';
    await expect(page.locator('body'), 'page background').toHaveCSS('background-color', dark);
    await expect(page.locator('header').first(), 'header background').toHaveCSS('background-color', dark);
    for (const selector of ['footer', 'main', 'article']) {
      await expect(page.locator(selector).first(), `${selector} background`).toHaveCSS(
        'background-color',
        /^rgba\(0, 0, 0, 0\)$|^rgb\(22, 22, 26\)$/,
      );
    }

    if (javaScriptEnabled) {
      await hydrated(page);
      const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
      const failures = results.violations.flatMap((v) =>
        v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
      );
      expect(failures, `color-contrast on ${part}`).toEqual([]);
      expect(results.passes.some((p) => p.id === 'color-contrast')).toBe(true);
    }
  }
});

test('reader details: at 375 px the signed-in header and the settings tabs fit the screen', async ({
  session,
  checkPage,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const s = await session({ javaScriptEnabled });
    const { page } = s;
    await page.setViewportSize({ width: 375, height: 812 });
    await logIn(page, USERS.celine.username, '/home');
    for (const path of ['/home', '/settings?section=account', STORY_PATH]) {
      await page.goto(path);
      if (javaScriptEnabled) await hydrated(page);
      const search = page.getByRole('searchbox').first();
      const box = await search.boundingBox();
      expect(box, `search field on ${path}`).not.toBeNull();
      if (!box) continue;
      expect(box.x, `search field's left on ${path}`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `search field's right on ${path}`).toBeLessThanOrEqual(375);
      // Wide enough to read what is typed ("Search stories…" and more), not a sliver.
      expect(box.width, `search field's width on ${path}`).toBeGreaterThanOrEqual(200);
      for (const name of ['Library', 'Settings', 'Log out']) {
        const item = await page.locator('header').getByText(name, { exact: true }).boundingBox();
        expect(item && item.x >= 0 && item.x + item.width <= 375, `${name} on ${path}`).toBe(true);
      }
    }
    await page.goto('/settings?section=account');
    const tabs = page.getByRole('navigation', { name: 'Settings' }).getByRole('link');
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox();
      const name = await tab.innerText();
      expect(box && box.x >= 0 && box.x + box.width <= 375, `settings tab ${name} inside the screen`).toBe(
        true,
      );
    }
    expect(await tabs.getByText('Content Preferences').isVisible()).toBe(true);
    await checkPage(s, 'settings at 375');
    await page.setViewportSize({ width: 1280, height: 900 });
  }
});

/** How many tiles of the home's longest story carousel are in view (a half-shown tile counts ½). */
async function storiesInView(page: Page): Promise<number> {
  const tracks = await page.locator('ul[class*="carouselTrack"]').all();
  const sizes = await Promise.all(tracks.map((t) => t.locator(':scope > li').count()));
  const track = tracks[sizes.indexOf(Math.max(...sizes))];
  expect(Math.max(...sizes), 'a carousel with more stories than a view holds').toBeGreaterThan(5);
  const box = await track.boundingBox();
  if (!box) throw new Error('no carousel');
  let inView = 0;
  for (const tile of await track.locator(':scope > li:visible').all()) {
    const t = await tile.boundingBox();
    if (!t || t.width === 0) continue;
    const shown = Math.min(t.x + t.width, box.x + box.width) - Math.max(t.x, box.x);
    inView += Math.max(0, shown) / t.width;
  }
  return inView;
}

test('reader details: story carousels show 5, 2.5, 3.5 or 3 stories by width', async ({ session }) => {
  for (const javaScriptEnabled of [true, false]) {
    const s = await session({ javaScriptEnabled });
    const { page } = s;
    const widths: [number, number][] = javaScriptEnabled
      ? [
          [1280, 5],
          [980, 2.5],
          [700, 2.5],
          [574, 3.5],
          [375, 3.5],
          [360, 3],
          [320, 3],
        ]
      : [
          [980, 2.5],
          [375, 3.5],
          [360, 3],
        ];
    await page.goto('/home');
    if (javaScriptEnabled) await hydrated(page);
    for (const [width, expected] of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.locator('ul[class*="carouselTrack"]').first().waitFor();
      const n = await storiesInView(page);
      expect([width, Math.round(n * 20) / 20], `stories in view at ${width} px`).toEqual([width, expected]);
    }
  }
});
