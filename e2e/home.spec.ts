/**
 * Browser tests of the home feed (issue 3 §1): 5 sections first, 5 more each time the reader nears the
 * bottom (JavaScript on), the "More stories" link (JavaScript off).
 */
import { expect, test } from './lib/fixtures';

const SECTIONS = 'section[data-section-type]';

test('home: scrolling the feed reveals 5 more sections at a time until 10 and more show', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: true });
  const { page } = s;
  expect((await page.goto('/home'))?.status(), 'GET /home').toBe(200);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await checkPage(s, 'home feed');
  const first = await page.locator(SECTIONS).count();
  expect(first > 0 && first <= 5, `first render shows 1–5 sections (got ${first})`).toBeTruthy();
  for (let i = 0; i < 20 && (await page.locator(SECTIONS).count()) < 10; i++) {
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(350); // scroll handling is throttled to 300 ms
  }
  const after = await page.locator(SECTIONS).count();
  expect(after >= 10, `after scrolling, at least 10 sections show (got ${after})`).toBeTruthy();
  // Keep going to the end of the feed: then every section shows and the "More stories" link is gone.
  const more = page.locator('main a[rel="next"]');
  for (let i = 0; i < 20 && (await more.count()) > 0; i++) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(350);
  }
  expect(await more.count(), 'the "More stories" link is gone at the end of the feed').toBe(0);
  expect((await page.locator(SECTIONS).count()) >= after, 'sections never disappear').toBeTruthy();
});

test('home: with JavaScript off every carousel and featured story can be reached and "More stories" shows 5 more sections', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: false });
  const { page } = s;
  expect((await page.goto('/home'))?.status(), 'GET /home').toBe(200);
  await checkPage(s, 'home feed (no JavaScript)');
  // The arrows need JavaScript: a carousel's row scrolls sideways instead, its last story reachable.
  const last = page.locator('section[data-section-type="storyCarousel"] li').last();
  await last.scrollIntoViewIfNeeded();
  expect(await last.isVisible(), "a carousel's last story can be reached without JavaScript").toBeTruthy();
  // The featured dots need JavaScript too: its slides scroll sideways, the last one can be opened.
  const lastSlide = page.locator('section[data-section-type="featuredCarousel"] li a').last();
  await lastSlide.scrollIntoViewIfNeeded();
  const slideHref = await lastSlide.getAttribute('href');
  await Promise.all([page.waitForURL((u) => u.pathname === slideHref), lastSlide.click()]);
  await page.goBack();
  const first = await page.locator(SECTIONS).count();
  await page.getByRole('link', { name: 'More stories' }).click();
  await page.waitForURL((u) => u.searchParams.get('show') === '10');
  const more = await page.locator(SECTIONS).count();
  expect(more > first, `"More stories" shows more sections (${first} → ${more})`).toBeTruthy();
});

test('home: a carousel tile opens the story preview; Start reading goes to part 1, Escape closes it', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: true });
  const { page } = s;
  expect((await page.goto('/home'))?.status(), 'GET /home').toBe(200);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const tile = page.locator('main [class*="carouselTrack"] a[href^="/story/"]').first();
  await tile.click();
  const preview = page.getByRole('dialog');
  await preview.waitFor();
  expect(page.url().endsWith('/home'), 'the tile did not navigate').toBeTruthy();
  await checkPage(s, 'home story preview');
  await page.keyboard.press('Escape');
  await preview.waitFor({ state: 'detached' });
  await tile.click();
  await preview.getByRole('link', { name: 'Start reading' }).click();
  await page.waitForURL((u) => /^\/\d+/.test(u.pathname));
  await page.locator('p[data-p-id]').first().waitFor();
  expect(await page.getByRole('dialog').count(), 'the preview is gone with the home page').toBe(0);
});
