/**
 * Browser tests of the first reading slice (issue 2 §7, §8): home → story → read part 1 → next part,
 * with JavaScript on (hydration and client-side navigation without a full reload) and off
 * (plain links, content in the HTML); the story-not-found page; the canonical-address redirect.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { test, type TestContext } from './lib/runner';
import type { Session } from './lib/browser';
import { FIXTURE_STORY_ID, FIXTURE_STORY_PARTS } from './fixture';

const STORY_PATH = /^\/story\/(\d+)-[^/?#]+$/;
const PART_PATH = /^\/(\d+)(-[^/?#]*)?$/;
const NOT_FOUND_TEXT = 'This page got lost in a good story and never came back.';

function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

async function headings(page: Page): Promise<string> {
  const texts = await page.locator('h1, h2').allInnerTexts();
  return texts
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' | ');
}

/** The link to the fixture story on /home (or, if home does not list it, the first story link). */
async function storyLinkOnHome(t: TestContext, page: Page) {
  const links = page.locator('main a[href^="/story/"]');
  const count = await links.count();
  assert.ok(count > 0, '/home lists no story link (main a[href^="/story/"])');
  const fixture = page.locator(
    `main a[href="/story/${FIXTURE_STORY_ID}"], main a[href^="/story/${FIXTURE_STORY_ID}-"]`,
  );
  if ((await fixture.count()) > 0) return fixture.first();
  t.log(`note: /home does not link the ${FIXTURE_STORY_PARTS}-part fixture story ${FIXTURE_STORY_ID}`);
  return links.first();
}

/** Checks of a reader page: part headings, paragraphs with 32-hex ids, a next link (if expected). */
async function assertReader(page: Page, options: { expectNext: boolean; expectPrev: boolean }) {
  assert.match(pathOf(page), PART_PATH, `reader URL ${page.url()}`);
  const heads = await headings(page);
  assert.ok(heads.length > 0, 'reader has no h1/h2');
  const ids = await page
    .locator('p[data-p-id]')
    .evaluateAll((ps) => ps.map((p) => p.getAttribute('data-p-id')));
  assert.ok(ids.length > 0, 'reader shows no paragraph p[data-p-id]');
  for (const id of ids) assert.match(id ?? '', /^[0-9a-f]{32}$/, `paragraph id ${id}`);
  assert.equal(new Set(ids).size, ids.length, 'paragraph ids are not unique');
  assert.equal(
    (await page.locator('a[rel~="next"]').count()) > 0,
    options.expectNext,
    'a[rel="next"] presence',
  );
  assert.equal(
    (await page.locator('a[rel~="prev"]').count()) > 0,
    options.expectPrev,
    'a[rel="prev"] presence',
  );
  return { heads, ids };
}

async function assertStoryPage(page: Page) {
  assert.match(pathOf(page), STORY_PATH, `story URL ${page.url()}`);
  await page.getByRole('link', { name: 'Start reading' }).first().waitFor();
  const h1 = (await page.locator('h1').first().innerText()).trim();
  assert.ok(h1.length > 0, 'story page h1 (title) is empty');
  return h1;
}

/**
 * After a client-side navigation to a part: waits until the reader shows paragraphs and headings that
 * differ from `before` (the page may show a loading state in between).
 */
async function waitForPart(page: Page, before: string): Promise<void> {
  await page.waitForFunction((previous) => {
    const text = Array.from(document.querySelectorAll('h1, h2'))
      .map((h) => (h as HTMLElement).innerText.trim())
      .filter(Boolean)
      .join(' | ');
    return text !== '' && text !== previous && document.querySelector('p[data-p-id]') !== null;
  }, before);
}

/** What a full page load of `url` shows (for comparing with what client-side navigation rendered). */
async function fullLoadView(session: Session, url: string) {
  const page = await session.context.newPage();
  try {
    const response = await page.goto(url);
    assert.equal(response?.status(), 200, `full load of ${url}`);
    return { heads: await headings(page), paragraphs: await page.locator('p[data-p-id]').count() };
  } finally {
    await page.close();
  }
}

test('JavaScript on: home → story → start reading → next part, hydrated, client-side navigation', async (t) => {
  const s = await t.session({ javaScriptEnabled: true });
  const { page } = s;
  let loads = 0;
  page.on('load', () => loads++);

  const home = await page.goto('/home');
  assert.equal(home?.status(), 200, 'GET /home');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await t.checkPage(s, 'home');
  await page.evaluate(() => {
    (window as unknown as { __e2eMarker?: number }).__e2eMarker = 1;
  });
  const loadsAfterFirst = loads;

  // home → story (a carousel tile opens the story preview first: its "More details" goes on)
  await (await storyLinkOnHome(t, page)).click();
  const preview = page.getByRole('dialog');
  const opened = await Promise.race([
    page.waitForURL((url) => STORY_PATH.test(url.pathname)).then(() => false),
    preview.waitFor().then(() => true),
  ]);
  if (opened) {
    t.log('story preview opened from a home tile');
    await t.checkPage(s, 'home story preview');
    await preview.getByRole('link', { name: 'More details' }).click();
  }
  await page.waitForURL((url) => STORY_PATH.test(url.pathname));
  await page.locator('h1').first().waitFor();
  const storyTitle = await assertStoryPage(page);
  t.log(`story: ${pathOf(page)} "${storyTitle}"`);
  await t.checkPage(s, 'story');

  // story → part 1
  const storyHeads = await headings(page);
  await page.getByRole('link', { name: 'Start reading' }).first().click();
  await page.waitForURL((url) => PART_PATH.test(url.pathname));
  await waitForPart(page, storyHeads);
  const part1Path = pathOf(page);
  const part1 = await assertReader(page, { expectNext: true, expectPrev: false });
  t.log(`part 1: ${part1Path} "${part1.heads}"`);
  assert.equal(
    (await fullLoadView(s, part1Path)).heads,
    part1.heads,
    'part 1: client render ≠ server render',
  );
  await t.checkPage(s, 'part-1');

  // part 1 → part 2
  await page.locator('a[rel~="next"]').first().click();
  await page.waitForURL((url) => PART_PATH.test(url.pathname) && url.pathname !== part1Path);
  await waitForPart(page, part1.heads);
  const part2Path = pathOf(page);
  const part2 = await assertReader(page, { expectNext: FIXTURE_STORY_PARTS > 2, expectPrev: true });
  t.log(`part 2: ${part2Path} "${part2.heads}"`);
  assert.notDeepEqual(part2.ids, part1.ids, 'part 2 shows the same paragraphs as part 1');
  const server2 = await fullLoadView(s, part2Path);
  assert.equal(server2.heads, part2.heads, 'part 2: client render ≠ server render');
  assert.equal(server2.paragraphs, part2.ids.length, 'part 2: paragraph count client ≠ server');
  await t.checkPage(s, 'part-2');

  // No full reload happened: the marker survived and no further load event fired.
  const marker = await page.evaluate(() => (window as unknown as { __e2eMarker?: number }).__e2eMarker);
  assert.equal(marker, 1, 'window.__e2eMarker is gone: a navigation reloaded the page');
  assert.equal(loads, loadsAfterFirst, 'a full page load happened during client-side navigation');

  // Back to part 1 through the browser history, still without a reload.
  await page.goBack();
  await page.waitForURL((url) => url.pathname === part1Path);
  await page.waitForFunction((h) => {
    const text = Array.from(document.querySelectorAll('h1, h2'))
      .map((el) => (el as HTMLElement).innerText.trim())
      .filter(Boolean)
      .join(' | ');
    return text === h;
  }, part1.heads);
  assert.equal(await page.evaluate(() => (window as unknown as { __e2eMarker?: number }).__e2eMarker), 1);
});

test('JavaScript off: home → story → start reading → next part by plain links, content in the HTML', async (t) => {
  const s = await t.session({ javaScriptEnabled: false });
  const { page } = s;

  const home = await page.goto('/home');
  assert.equal(home?.status(), 200, 'GET /home');
  await t.checkPage(s, 'home');

  await (await storyLinkOnHome(t, page)).click();
  await page.waitForURL((url) => STORY_PATH.test(url.pathname));
  const storyTitle = await assertStoryPage(page);
  const storyPath = pathOf(page);
  t.log(`story: ${storyPath} "${storyTitle}"`);
  if (storyPath.startsWith(`/story/${FIXTURE_STORY_ID}-`)) {
    const partLinks = await page
      .locator('main a[href]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '').filter((h) => /^\/\d+(-|$)/.test(h)));
    assert.ok(
      new Set(partLinks).size >= FIXTURE_STORY_PARTS,
      `story page links ${new Set(partLinks).size} parts, expected ${FIXTURE_STORY_PARTS}`,
    );
  }
  await t.checkPage(s, 'story');

  await page.getByRole('link', { name: 'Start reading' }).first().click();
  await page.waitForURL((url) => PART_PATH.test(url.pathname));
  const part1Path = pathOf(page);
  const part1 = await assertReader(page, { expectNext: true, expectPrev: false });
  t.log(`part 1: ${part1Path} "${part1.heads}" (${part1.ids.length} paragraphs)`);
  await t.checkPage(s, 'part-1');

  await page.locator('a[rel~="next"]').first().click();
  await page.waitForURL((url) => PART_PATH.test(url.pathname) && url.pathname !== part1Path);
  const part2 = await assertReader(page, { expectNext: FIXTURE_STORY_PARTS > 2, expectPrev: true });
  t.log(`part 2: ${pathOf(page)} "${part2.heads}" (${part2.ids.length} paragraphs)`);
  assert.notEqual(part2.heads, part1.heads, 'part 2 shows the same headings as part 1');
  await t.checkPage(s, 'part-2');

  // The previous link leads back to part 1.
  await page.locator('a[rel~="prev"]').first().click();
  await page.waitForURL((url) => url.pathname === part1Path);

  // The HTML itself (no script ran) carries the paragraphs.
  const html = await (await fetch(new URL(part1Path, t.baseUrl))).text();
  for (const id of part1.ids.slice(0, 3))
    assert.ok(html.includes(`data-p-id="${id}"`), `HTML lacks paragraph ${id}`);
});

test('JavaScript off: the last part of the 50-part fixture story has a previous and no next link', async (t) => {
  const s = await t.session({ javaScriptEnabled: false });
  const { page } = s;
  const res = await page.goto(`/story/${FIXTURE_STORY_ID}`);
  assert.equal(res?.status(), 200, `GET /story/${FIXTURE_STORY_ID} (after redirect)`);
  assert.match(pathOf(page), STORY_PATH);
  const partLinks = await page
    .locator('main a[href]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '').filter((h) => /^\/\d+(-|$)/.test(h)));
  const unique = [...new Set(partLinks)];
  assert.ok(
    unique.length >= FIXTURE_STORY_PARTS,
    `${unique.length} part links, expected ${FIXTURE_STORY_PARTS}`,
  );
  const last = unique[unique.length - 1];
  await page.goto(last);
  await assertReader(page, { expectNext: false, expectPrev: true });
  await t.checkPage(s, 'last-part');
});

test('story not found: /story/999999 answers 404 with the spec text', async (t) => {
  for (const javaScriptEnabled of [false, true]) {
    const s = await t.session({ javaScriptEnabled });
    const { page } = s;
    // The browser logs the document's own 404 as a console error: expected here.
    s.allow((text, url) => /status of 404/.test(text) && new URL(url || 'x:/').pathname === '/story/999999');
    const res = await page.goto('/story/999999');
    assert.equal(res?.status(), 404, 'status of /story/999999');
    if (javaScriptEnabled) await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByText(NOT_FOUND_TEXT).first().waitFor();
    await t.checkPage(s, 'story-not-found');
    await s.close();
  }
});

test('a non-canonical story address redirects (301) to /story/{id}-{slug}', async (t) => {
  const res = await fetch(new URL(`/story/${FIXTURE_STORY_ID}`, t.baseUrl), { redirect: 'manual' });
  await res.arrayBuffer();
  assert.equal(res.status, 301, `GET /story/${FIXTURE_STORY_ID}`);
  const location = res.headers.get('location') ?? '';
  const target = new URL(location, t.baseUrl);
  assert.match(target.pathname, new RegExp(`^/story/${FIXTURE_STORY_ID}-[^/]+$`), `Location: ${location}`);
  const final = await fetch(target);
  assert.equal(final.status, 200, `GET ${target.pathname}`);
  const html = await final.text();
  assert.match(html, /<h1[\s>]/, 'canonical story page has an h1');

  // A wrong slug redirects to the canonical one too.
  const wrong = await fetch(new URL(`/story/${FIXTURE_STORY_ID}-not-the-slug`, t.baseUrl), {
    redirect: 'manual',
  });
  await wrong.arrayBuffer();
  assert.equal(wrong.status, 301, 'wrong slug');
  assert.equal(new URL(wrong.headers.get('location') ?? '', t.baseUrl).pathname, target.pathname);
});
