/**
 * Browser tests of the reader extras (issue 3 items 2 and 4): a visitor's Vote opens the sign-up
 * modal (focus trapped, Escape closes); a signed-in reader votes (kept after reload) and unvotes;
 * leaves a part mid-way and resumes it after a reload and from the story page's Continue reading.
 * With JavaScript off: Vote is a log-in link, the story page's See all / tabs are links, the
 * rankings page renders, and a signed-in reader gets Continue reading from the server.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, LONG_STORY_ID, LONG_STORY_PART_IDS, READER_USERNAME } from '../seeds/fixtures';
import { expect, log, test } from './lib/fixtures';

const SIGN_UP_TITLE = 'Sign up to comment and interact with the largest storytelling community';
const VOTE_PART = LONG_STORY_PART_IDS[20];
const RESUME_PART = LONG_STORY_PART_IDS[30];

async function logIn(page: Page, nextPath: string): Promise<void> {
  await page.goto(`/login?nextUrl=${encodeURIComponent(nextPath)}`);
  await page.getByLabel('Username or email').fill(READER_USERNAME);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await Promise.all([
    page.waitForURL((u) => u.pathname.startsWith(nextPath.split('?')[0])),
    page.getByRole('button', { name: 'Log in' }).click(),
  ]);
}

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
const voteCount = async (page: Page) =>
  Number((await page.locator('main [class*="voteCount"]').first().innerText()).replace(/\D/g, ''));

test('reader: a visitor gets the sign-up modal on Vote; a reader votes, unvotes and resumes a part', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: true });
  const { page } = s;

  // Visitor: Vote opens the sign-up modal; Escape closes it and focus goes back.
  expect((await page.goto(`/${VOTE_PART}`))?.status()).toBe(200);
  await hydrated(page);
  const visitorVote = page.getByRole('link', { name: /Vote/ });
  await visitorVote.click();
  const dialog = page.getByRole('dialog', { name: SIGN_UP_TITLE });
  await dialog.waitFor();
  expect(
    await page.evaluate(() => document.body.classList.contains('modal-open')),
    'body is modal-open',
  ).toBeTruthy();
  await checkPage(s, 'reader sign-up modal');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(
    await visitorVote.evaluate((el) => el === document.activeElement),
    'focus restored to Vote',
  ).toBeTruthy();

  // Signed in: vote, see it after a reload, unvote.
  const partPath = new URL(page.url()).pathname;
  await logIn(page, partPath);
  await hydrated(page);
  const vote = page.getByRole('button', { name: /^Vote\b/ });
  const before = await voteCount(page);
  await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/parts/${VOTE_PART}/votes`) && r.status() === 200),
    vote.click(),
  ]);
  const voted = page.getByRole('button', { name: /^Voted/ });
  expect(await voted.getAttribute('aria-pressed')).toBe('true');
  expect(await voteCount(page)).toBe(before + 1);
  await page.reload();
  await hydrated(page);
  expect(await voted.getAttribute('aria-pressed'), 'the vote is kept after a reload').toBe('true');
  expect(await voteCount(page)).toBe(before + 1);
  await checkPage(s, 'reader voted');
  await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/parts/${VOTE_PART}/votes`) && r.status() === 200),
    voted.click(),
  ]);
  expect(await voteCount(page)).toBe(before);

  // Leave a part mid-way, reload: it resumes there; the story page offers Continue reading.
  await page.goto(`/${RESUME_PART}`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // Mid-way: half of what the page can scroll (the part may be shorter than the window allows).
  const target = await page.evaluate(() =>
    Math.round((document.documentElement.scrollHeight - window.innerHeight) / 2),
  );
  expect(target > 100, `the part is long enough to scroll (${target})`).toBeTruthy();
  await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/apiv2/syncreadingposition') && r.request().method() === 'POST',
      { timeout: 15_000 },
    ),
    page.evaluate((y) => window.scrollTo(0, y), target),
  ]);
  await page.reload();
  await hydrated(page);
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 80, target, { timeout: 10_000 });
  log(`resumed at scrollY ${await page.evaluate(() => window.scrollY)} (saved at ${target})`);

  // A new tab has no browser scroll restoration: the position comes from the server.
  const fresh = await s.context.newPage();
  await fresh.goto(`/${RESUME_PART}`);
  await hydrated(fresh);
  await fresh.waitForFunction((y) => Math.abs(window.scrollY - y) < 80, target, { timeout: 10_000 });
  await fresh.close();

  await page.goto(`/story/${LONG_STORY_ID}`);
  const cont = page.getByRole('link', { name: 'Continue reading' });
  expect((await cont.getAttribute('href')) ?? '').toMatch(new RegExp(`^/${RESUME_PART}-`));
  await checkPage(s, 'story continue reading');
  await hydrated(page);
  await cont.click();
  await page.waitForURL((u) => u.pathname.startsWith(`/${RESUME_PART}-`));
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 80, target, { timeout: 10_000 });
});

test('reader: with JavaScript off, Vote links to log in, story page links work, Continue reading is server-rendered', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: false });
  const { page } = s;
  expect((await page.goto(`/${VOTE_PART}`))?.status()).toBe(200);
  const vote = page.getByRole('link', { name: /Vote/ });
  expect((await vote.getAttribute('href')) ?? '').toMatch(/^\/login\?nextUrl=%2F\d+-/);
  await checkPage(s, 'reader nojs');

  const story = await page.goto(`/story/${LONG_STORY_ID}`);
  expect(story?.status()).toBe(200);
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.locator('ol li:visible').count(), 'mobile shows the last 3 parts').toBe(3);
  await page.getByRole('link', { name: /See all/ }).click();
  await page.waitForURL((u) => u.searchParams.get('all') === '1');
  expect(await page.locator('ol li:visible').count()).toBe(LONG_STORY_PART_IDS.length);
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkPage(s, 'story nojs see all');

  const rankings = page.getByRole('link', { name: /Tag rankings/ });
  await rankings.click();
  await page.waitForURL((u) => u.pathname.endsWith('/rankings'));
  expect((await page.locator('main li').count()) > 0, 'rankings list').toBeTruthy();
  await checkPage(s, 'story rankings nojs');

  await logIn(page, `/story/${LONG_STORY_ID}`);
  const cont = page.getByRole('link', { name: /Continue reading|Start reading/ });
  expect((await cont.first().getAttribute('href')) ?? '').toMatch(/^\/\d+-/);
  await checkPage(s, 'story signed in nojs');

  // On a phone the username stays on the header's first row, beside the brand, and opens the profile.
  await page.setViewportSize({ width: 375, height: 812 });
  const header = page.locator('header');
  const brand = await header.getByRole('link', { name: /home$/ }).boundingBox();
  const me = header.getByRole('link', { name: READER_USERNAME, exact: true });
  const box = await me.boundingBox();
  if (!brand || !box) throw new Error('brand and username are not both shown on a phone');
  expect(
    Math.abs(box.y + box.height / 2 - (brand.y + brand.height / 2)) < 12,
    'username on the first row',
  ).toBeTruthy();
  await me.click();
  await page.waitForURL((u) => u.pathname === `/user/${READER_USERNAME}`);
  await page.setViewportSize({ width: 1280, height: 900 });
});
