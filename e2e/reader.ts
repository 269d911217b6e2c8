/**
 * Browser tests of the reader extras (issue 3 items 2 and 4): a visitor's Vote opens the sign-up
 * modal (focus trapped, Escape closes); a signed-in reader votes (kept after reload) and unvotes;
 * leaves a part mid-way and resumes it after a reload and from the story page's Continue reading.
 * With JavaScript off: Vote is a log-in link, the story page's See all / tabs are links, the
 * rankings page renders, and a signed-in reader gets Continue reading from the server.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, LONG_STORY_ID, LONG_STORY_PART_IDS, READER_USERNAME } from '../seeds/fixtures';
import { test } from './lib/runner';

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

test('reader: a visitor gets the sign-up modal on Vote; a reader votes, unvotes and resumes a part', async (t) => {
  const s = await t.session({ javaScriptEnabled: true });
  const { page } = s;

  // Visitor: Vote opens the sign-up modal; Escape closes it and focus goes back.
  assert.equal((await page.goto(`/${VOTE_PART}`))?.status(), 200);
  await hydrated(page);
  const visitorVote = page.getByRole('link', { name: /Vote/ });
  await visitorVote.click();
  const dialog = page.getByRole('dialog', { name: SIGN_UP_TITLE });
  await dialog.waitFor();
  assert.ok(await page.evaluate(() => document.body.classList.contains('modal-open')), 'body is modal-open');
  await t.checkPage(s, 'reader sign-up modal');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.ok(await visitorVote.evaluate((el) => el === document.activeElement), 'focus restored to Vote');

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
  assert.equal(await voted.getAttribute('aria-pressed'), 'true');
  assert.equal(await voteCount(page), before + 1);
  await page.reload();
  await hydrated(page);
  assert.equal(await voted.getAttribute('aria-pressed'), 'true', 'the vote is kept after a reload');
  assert.equal(await voteCount(page), before + 1);
  await t.checkPage(s, 'reader voted');
  await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/parts/${VOTE_PART}/votes`) && r.status() === 200),
    voted.click(),
  ]);
  assert.equal(await voteCount(page), before);

  // Leave a part mid-way, reload: it resumes there; the story page offers Continue reading.
  await page.goto(`/${RESUME_PART}`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // Mid-way: half of what the page can scroll (the part may be shorter than the window allows).
  const target = await page.evaluate(() =>
    Math.round((document.documentElement.scrollHeight - window.innerHeight) / 2),
  );
  assert.ok(target > 100, `the part is long enough to scroll (${target})`);
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
  t.log(`resumed at scrollY ${await page.evaluate(() => window.scrollY)} (saved at ${target})`);

  // A new tab has no browser scroll restoration: the position comes from the server.
  const fresh = await s.context.newPage();
  await fresh.goto(`/${RESUME_PART}`);
  await hydrated(fresh);
  await fresh.waitForFunction((y) => Math.abs(window.scrollY - y) < 80, target, { timeout: 10_000 });
  await fresh.close();

  await page.goto(`/story/${LONG_STORY_ID}`);
  const cont = page.getByRole('link', { name: 'Continue reading' });
  assert.match((await cont.getAttribute('href')) ?? '', new RegExp(`^/${RESUME_PART}-`));
  await t.checkPage(s, 'story continue reading');
  await hydrated(page);
  await cont.click();
  await page.waitForURL((u) => u.pathname.startsWith(`/${RESUME_PART}-`));
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 80, target, { timeout: 10_000 });
});

test('reader: with JavaScript off, Vote links to log in, story page links work, Continue reading is server-rendered', async (t) => {
  const s = await t.session({ javaScriptEnabled: false });
  const { page } = s;
  assert.equal((await page.goto(`/${VOTE_PART}`))?.status(), 200);
  const vote = page.getByRole('link', { name: /Vote/ });
  assert.match((await vote.getAttribute('href')) ?? '', /^\/login\?nextUrl=%2F\d+-/);
  await t.checkPage(s, 'reader nojs');

  const story = await page.goto(`/story/${LONG_STORY_ID}`);
  assert.equal(story?.status(), 200);
  await page.setViewportSize({ width: 375, height: 812 });
  assert.equal(await page.locator('ol li:visible').count(), 3, 'mobile shows the last 3 parts');
  await page.getByRole('link', { name: /See all/ }).click();
  await page.waitForURL((u) => u.searchParams.get('all') === '1');
  assert.equal(await page.locator('ol li:visible').count(), LONG_STORY_PART_IDS.length);
  await page.setViewportSize({ width: 1280, height: 900 });
  await t.checkPage(s, 'story nojs see all');

  const rankings = page.getByRole('link', { name: /Tag rankings/ });
  await rankings.click();
  await page.waitForURL((u) => u.pathname.endsWith('/rankings'));
  assert.ok((await page.locator('main li').count()) > 0, 'rankings list');
  await t.checkPage(s, 'story rankings nojs');

  await logIn(page, `/story/${LONG_STORY_ID}`);
  const cont = page.getByRole('link', { name: /Continue reading|Start reading/ });
  assert.match((await cont.first().getAttribute('href')) ?? '', /^\/\d+-/);
  await t.checkPage(s, 'story signed in nojs');

  // On a phone the username stays on the header's first row, beside the brand, and opens the profile.
  await page.setViewportSize({ width: 375, height: 812 });
  const header = page.locator('header');
  const brand = await header.getByRole('link', { name: /home$/ }).boundingBox();
  const me = header.getByRole('link', { name: READER_USERNAME, exact: true });
  const box = await me.boundingBox();
  assert.ok(brand && box, 'brand and username shown on a phone');
  assert.ok(
    Math.abs(box.y + box.height / 2 - (brand.y + brand.height / 2)) < 12,
    'username on the first row',
  );
  await me.click();
  await page.waitForURL((u) => u.pathname === `/user/${READER_USERNAME}`);
  await page.setViewportSize({ width: 1280, height: 900 });
});
