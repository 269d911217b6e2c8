/**
 * Browser tests of the first reading slice (issue 2 §7, §8): home → story → read part 1 → next part,
 * with JavaScript on (hydration and client-side navigation without a full reload) and off
 * (plain links, content in the HTML); the story-not-found page; the canonical-address redirect.
 */
import type { Page } from '@playwright/test';
import { expect, log, test, type Session } from './lib/fixtures';
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
async function storyLinkOnHome(page: Page) {
  const links = page.locator('main a[href^="/story/"]');
  const count = await links.count();
  expect(count > 0, '/home lists no story link (main a[href^="/story/"])').toBeTruthy();
  const fixture = page.locator(
    `main a[href="/story/${FIXTURE_STORY_ID}"], main a[href^="/story/${FIXTURE_STORY_ID}-"]`,
  );
  if ((await fixture.count()) > 0) return fixture.first();
  log(`note: /home does not link the ${FIXTURE_STORY_PARTS}-part fixture story ${FIXTURE_STORY_ID}`);
  return links.first();
}

/** Checks of a reader page: part headings, paragraphs with 32-hex ids, a next link (if expected). */
async function assertReader(page: Page, options: { expectNext: boolean; expectPrev: boolean }) {
  expect(pathOf(page), `reader URL ${page.url()}`).toMatch(PART_PATH);
  const heads = await headings(page);
  expect(heads.length > 0, 'reader has no h1/h2').toBeTruthy();
  const ids = await page
    .locator('p[data-p-id]')
    .evaluateAll((ps) => ps.map((p) => p.getAttribute('data-p-id')));
  expect(ids.length > 0, 'reader shows no paragraph p[data-p-id]').toBeTruthy();
  for (const id of ids) expect(id ?? '', `paragraph id ${id}`).toMatch(/^[0-9a-f]{32}$/);
  expect(new Set(ids).size, 'paragraph ids are not unique').toBe(ids.length);
  expect((await page.locator('a[rel~="next"]').count()) > 0, 'a[rel="next"] presence').toBe(
    options.expectNext,
  );
  expect((await page.locator('a[rel~="prev"]').count()) > 0, 'a[rel="prev"] presence').toBe(
    options.expectPrev,
  );
  return { heads, ids };
}

async function assertStoryPage(page: Page) {
  expect(pathOf(page), `story URL ${page.url()}`).toMatch(STORY_PATH);
  await page.getByRole('link', { name: 'Start reading' }).first().waitFor();
  const h1 = (await page.locator('h1').first().innerText()).trim();
  expect(h1.length > 0, 'story page h1 (title) is empty').toBeTruthy();
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
    expect(response?.status(), `full load of ${url}`).toBe(200);
    return { heads: await headings(page), paragraphs: await page.locator('p[data-p-id]').count() };
  } finally {
    await page.close();
  }
}

test('JavaScript on: home → story → start reading → next part, hydrated, client-side navigation', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: true });
  const { page } = s;
  let loads = 0;
  page.on('load', () => loads++);

  const home = await page.goto('/home');
  expect(home?.status(), 'GET /home').toBe(200);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await checkPage(s, 'home');
  await page.evaluate(() => {
    (window as unknown as { __e2eMarker?: number }).__e2eMarker = 1;
  });
  const loadsAfterFirst = loads;

  // home → story (a carousel tile opens the story preview first: its "More details" goes on)
  await (await storyLinkOnHome(page)).click();
  const preview = page.getByRole('dialog');
  const opened = await Promise.race([
    page.waitForURL((url) => STORY_PATH.test(url.pathname)).then(() => false),
    preview.waitFor().then(() => true),
  ]);
  if (opened) {
    log('story preview opened from a home tile');
    await checkPage(s, 'home story preview');
    await preview.getByRole('link', { name: 'More details' }).click();
  }
  await page.waitForURL((url) => STORY_PATH.test(url.pathname));
  await page.locator('h1').first().waitFor();
  const storyTitle = await assertStoryPage(page);
  log(`story: ${pathOf(page)} "${storyTitle}"`);
  await checkPage(s, 'story');

  // story → part 1
  const storyHeads = await headings(page);
  await page.getByRole('link', { name: 'Start reading' }).first().click();
  await page.waitForURL((url) => PART_PATH.test(url.pathname));
  await waitForPart(page, storyHeads);
  const part1Path = pathOf(page);
  const part1 = await assertReader(page, { expectNext: true, expectPrev: false });
  log(`part 1: ${part1Path} "${part1.heads}"`);
  expect((await fullLoadView(s, part1Path)).heads, 'part 1: client render ≠ server render').toBe(part1.heads);
  await checkPage(s, 'part-1');

  // part 1 → part 2
  await page.locator('a[rel~="next"]').first().click();
  await page.waitForURL((url) => PART_PATH.test(url.pathname) && url.pathname !== part1Path);
  await waitForPart(page, part1.heads);
  const part2Path = pathOf(page);
  const part2 = await assertReader(page, { expectNext: FIXTURE_STORY_PARTS > 2, expectPrev: true });
  log(`part 2: ${part2Path} "${part2.heads}"`);
  expect(part2.ids, 'part 2 shows the same paragraphs as part 1').not.toStrictEqual(part1.ids);
  const server2 = await fullLoadView(s, part2Path);
  expect(server2.heads, 'part 2: client render ≠ server render').toBe(part2.heads);
  expect(server2.paragraphs, 'part 2: paragraph count client ≠ server').toBe(part2.ids.length);
  await checkPage(s, 'part-2');

  // No full reload happened: the marker survived and no further load event fired.
  const marker = await page.evaluate(() => (window as unknown as { __e2eMarker?: number }).__e2eMarker);
  expect(marker, 'window.__e2eMarker is gone: a navigation reloaded the page').toBe(1);
  expect(loads, 'a full page load happened during client-side navigation').toBe(loadsAfterFirst);

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
  expect(await page.evaluate(() => (window as unknown as { __e2eMarker?: number }).__e2eMarker)).toBe(1);
});

test('JavaScript off: home → story → start reading → next part by plain links, content in the HTML', async ({
  session,
  checkPage,
  baseURL,
}) => {
  const s = await session({ javaScriptEnabled: false });
  const { page } = s;

  const home = await page.goto('/home');
  expect(home?.status(), 'GET /home').toBe(200);
  await checkPage(s, 'home');

  await (await storyLinkOnHome(page)).click();
  await page.waitForURL((url) => STORY_PATH.test(url.pathname));
  const storyTitle = await assertStoryPage(page);
  const storyPath = pathOf(page);
  log(`story: ${storyPath} "${storyTitle}"`);
  if (storyPath.startsWith(`/story/${FIXTURE_STORY_ID}-`)) {
    const partLinks = await page
      .locator('main a[href]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '').filter((h) => /^\/\d+(-|$)/.test(h)));
    expect(
      new Set(partLinks).size >= FIXTURE_STORY_PARTS,
      `story page links ${new Set(partLinks).size} parts, expected ${FIXTURE_STORY_PARTS}`,
    ).toBeTruthy();
  }
  await checkPage(s, 'story');

  await page.getByRole('link', { name: 'Start reading' }).first().click();
  await page.waitForURL((url) => PART_PATH.test(url.pathname));
  const part1Path = pathOf(page);
  const part1 = await assertReader(page, { expectNext: true, expectPrev: false });
  log(`part 1: ${part1Path} "${part1.heads}" (${part1.ids.length} paragraphs)`);
  await checkPage(s, 'part-1');

  await page.locator('a[rel~="next"]').first().click();
  await page.waitForURL((url) => PART_PATH.test(url.pathname) && url.pathname !== part1Path);
  const part2 = await assertReader(page, { expectNext: FIXTURE_STORY_PARTS > 2, expectPrev: true });
  log(`part 2: ${pathOf(page)} "${part2.heads}" (${part2.ids.length} paragraphs)`);
  expect(part2.heads, 'part 2 shows the same headings as part 1').not.toBe(part1.heads);
  await checkPage(s, 'part-2');

  // The previous link leads back to part 1.
  await page.locator('a[rel~="prev"]').first().click();
  await page.waitForURL((url) => url.pathname === part1Path);

  // The HTML itself (no script ran) carries the paragraphs.
  const html = await (await fetch(new URL(part1Path, baseURL))).text();
  for (const id of part1.ids.slice(0, 3))
    expect(html.includes(`data-p-id="${id}"`), `HTML lacks paragraph ${id}`).toBeTruthy();
});

test('JavaScript off: the last part of the 50-part fixture story has a previous and no next link', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: false });
  const { page } = s;
  const res = await page.goto(`/story/${FIXTURE_STORY_ID}`);
  expect(res?.status(), `GET /story/${FIXTURE_STORY_ID} (after redirect)`).toBe(200);
  expect(pathOf(page)).toMatch(STORY_PATH);
  const partLinks = await page
    .locator('main a[href]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '').filter((h) => /^\/\d+(-|$)/.test(h)));
  const unique = [...new Set(partLinks)];
  expect(
    unique.length >= FIXTURE_STORY_PARTS,
    `${unique.length} part links, expected ${FIXTURE_STORY_PARTS}`,
  ).toBeTruthy();
  const last = unique[unique.length - 1];
  await page.goto(last);
  await assertReader(page, { expectNext: false, expectPrev: true });
  await checkPage(s, 'last-part');
});

test('story not found: /story/999999 answers 404 with the spec text', async ({ session, checkPage }) => {
  for (const javaScriptEnabled of [false, true]) {
    const s = await session({ javaScriptEnabled });
    const { page } = s;
    // The browser logs the document's own 404 as a console error: expected here.
    s.allow((text, url) => /status of 404/.test(text) && new URL(url || 'x:/').pathname === '/story/999999');
    const res = await page.goto('/story/999999');
    expect(res?.status(), 'status of /story/999999').toBe(404);
    if (javaScriptEnabled) await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByText(NOT_FOUND_TEXT).first().waitFor();
    await checkPage(s, 'story-not-found');
    await s.close();
  }
});

test('a non-canonical story address redirects (301) to /story/{id}-{slug}', async ({ baseURL }) => {
  const res = await fetch(new URL(`/story/${FIXTURE_STORY_ID}`, baseURL), { redirect: 'manual' });
  await res.arrayBuffer();
  expect(res.status, `GET /story/${FIXTURE_STORY_ID}`).toBe(301);
  const location = res.headers.get('location') ?? '';
  const target = new URL(location, baseURL);
  expect(target.pathname, `Location: ${location}`).toMatch(new RegExp(`^/story/${FIXTURE_STORY_ID}-[^/]+$`));
  const final = await fetch(target);
  expect(final.status, `GET ${target.pathname}`).toBe(200);
  const html = await final.text();
  expect(html, 'canonical story page has an h1').toMatch(/<h1[\s>]/);

  // A wrong slug redirects to the canonical one too.
  const wrong = await fetch(new URL(`/story/${FIXTURE_STORY_ID}-not-the-slug`, baseURL), {
    redirect: 'manual',
  });
  await wrong.arrayBuffer();
  expect(wrong.status, 'wrong slug').toBe(301);
  expect(new URL(wrong.headers.get('location') ?? '', baseURL).pathname).toBe(target.pathname);
});
