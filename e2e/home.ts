/**
 * Browser tests of the home feed (issue 3 §1): 5 sections first, 5 more each time the reader nears the
 * bottom (JavaScript on), the "More stories" link (JavaScript off).
 */
import assert from 'node:assert/strict';
import { test } from './lib/runner';

const SECTIONS = 'section[data-section-type]';

test('home: scrolling the feed reveals 5 more sections at a time until 10 and more show', async (t) => {
  const s = await t.session({ javaScriptEnabled: true });
  const { page } = s;
  assert.equal((await page.goto('/home'))?.status(), 200, 'GET /home');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await t.checkPage(s, 'home feed');
  const first = await page.locator(SECTIONS).count();
  assert.ok(first > 0 && first <= 5, `first render shows 1–5 sections (got ${first})`);
  for (let i = 0; i < 20 && (await page.locator(SECTIONS).count()) < 10; i++) {
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(350); // scroll handling is throttled to 300 ms
  }
  const after = await page.locator(SECTIONS).count();
  assert.ok(after >= 10, `after scrolling, at least 10 sections show (got ${after})`);
  // Keep going to the end of the feed: then every section shows and the "More stories" link is gone.
  const more = page.locator('main a[rel="next"]');
  for (let i = 0; i < 20 && (await more.count()) > 0; i++) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(350);
  }
  assert.equal(await more.count(), 0, 'the "More stories" link is gone at the end of the feed');
  assert.ok((await page.locator(SECTIONS).count()) >= after, 'sections never disappear');
});

test('home: with JavaScript off every carousel and featured story can be reached and "More stories" shows 5 more sections', async (t) => {
  const s = await t.session({ javaScriptEnabled: false });
  const { page } = s;
  assert.equal((await page.goto('/home'))?.status(), 200, 'GET /home');
  await t.checkPage(s, 'home feed (no JavaScript)');
  // The arrows need JavaScript: a carousel's row scrolls sideways instead, its last story reachable.
  const last = page.locator('section[data-section-type="storyCarousel"] li').last();
  await last.scrollIntoViewIfNeeded();
  assert.ok(await last.isVisible(), "a carousel's last story can be reached without JavaScript");
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
  assert.ok(more > first, `"More stories" shows more sections (${first} → ${more})`);
});

test('home: a carousel tile opens the story preview; Start reading goes to part 1, Escape closes it', async (t) => {
  const s = await t.session({ javaScriptEnabled: true });
  const { page } = s;
  assert.equal((await page.goto('/home'))?.status(), 200, 'GET /home');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const tile = page.locator('main [class*="carouselTrack"] a[href^="/story/"]').first();
  await tile.click();
  const preview = page.getByRole('dialog');
  await preview.waitFor();
  assert.ok(page.url().endsWith('/home'), 'the tile did not navigate');
  await t.checkPage(s, 'home story preview');
  await page.keyboard.press('Escape');
  await preview.waitFor({ state: 'detached' });
  await tile.click();
  await preview.getByRole('link', { name: 'Start reading' }).click();
  await page.waitForURL((u) => /^\/\d+/.test(u.pathname));
  await page.locator('p[data-p-id]').first().waitFor();
  assert.equal(await page.getByRole('dialog').count(), 0, 'the preview is gone with the home page');
});
