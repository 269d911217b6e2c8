/**
 * Browser tests of the reading pages' forms with JavaScript OFF (issue 3): a signed-in reader
 * votes and unvotes (back at the part's #vote), a non-premium reader choosing a theme keeps the
 * default and reads the Premium prompt, the story page's add-to-list link opens the lists page
 * (library, a new list, the same name in other case reused), and the help centre renders.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, TINY_STORIES, USERS } from '../seeds/fixtures';
import { expect, test } from './lib/fixtures';

const STORY = TINY_STORIES.scifi.id;
const PART = TINY_STORIES.scifi.partIds[1];

async function logIn(page: Page, nextPath: string): Promise<void> {
  await page.goto(`/login?nextUrl=${encodeURIComponent(nextPath)}`);
  await page.getByLabel('Username or email').fill(USERS.dev.username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await Promise.all([
    page.waitForURL((u) => u.pathname.startsWith(nextPath)),
    page.getByRole('button', { name: 'Log in' }).click(),
  ]);
}

const submit = async (page: Page, name: string | RegExp, url: (u: URL) => boolean) => {
  await Promise.all([page.waitForURL(url), page.getByRole('button', { name }).first().click()]);
};

test('reading forms (JavaScript off): vote, theme prompt, add to list, help centre', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: false });
  const { page } = s;

  // A visitor's Vote is a log-in link back to the part, the vote carried along (issue 24 #1).
  expect((await page.goto(`/${PART}`))?.status()).toBe(200);
  const partPath = new URL(page.url()).pathname;
  expect(await page.getByRole('link', { name: /Vote/ }).getAttribute('href')).toBe(
    `/login?nextUrl=${encodeURIComponent(partPath)}&intent=vote%3A${PART}`,
  );

  // Signed in: vote and unvote through the form, each time back at #vote.
  await logIn(page, partPath);
  await submit(page, /^☆? ?Vote\b/, (u) => u.hash === '#vote');
  const voted = page.getByRole('button', { name: /Voted/ });
  expect(await voted.getAttribute('aria-pressed')).toBe('true');
  await checkPage(s, 'reader voted nojs');
  await submit(page, /Voted/, (u) => u.hash === '#vote');
  expect(await page.getByRole('button', { name: /Vote/ }).getAttribute('aria-pressed')).toBe('false');

  // A non-premium reader choosing Dark keeps the default theme and reads the Premium prompt.
  await Promise.all([
    page.waitForURL((u) => u.searchParams.get('premiumTheme') === 'dark'),
    page.getByRole('link', { name: 'Dark' }).click(),
  ]);
  expect(await page.getByRole('status').innerText()).toMatch(/Subscribe to Premium to read in any theme\./);
  expect(await page.locator('article').getAttribute('data-theme')).toBe('default');
  await checkPage(s, 'reader theme prompt nojs');

  // Add to list: the story page's control is a link to the lists page; each form comes back.
  await page.goto(`/story/${STORY}`);
  await Promise.all([
    page.waitForURL((u) => u.pathname === `/story/${STORY}/lists`),
    page.getByRole('button', { name: '+ Add to library' }).click(),
  ]);
  await checkPage(s, 'add to list page nojs');
  const toStory = (u: URL) => u.pathname.startsWith(`/story/${STORY}`) && !u.pathname.endsWith('/lists');
  await submit(page, 'Add Library', toStory);
  await page.goto(`/story/${STORY}/lists`);
  await page.getByRole('button', { name: 'Remove Library' }).waitFor();
  await page.getByLabel('New reading list name').fill('Quiet reads');
  await submit(page, 'Create', toStory);
  await page.goto(`/story/${STORY}/lists`);
  await page.getByLabel('New reading list name').fill('  quiet READS ');
  await submit(page, 'Create', toStory);
  await page.goto(`/story/${STORY}/lists`);
  expect(await page.getByRole('button', { name: /Quiet reads/i }).count(), 'one list, reused').toBe(1);
  expect(await page.getByRole('button', { name: 'Remove Quiet reads' }).count()).toBe(1);
  await checkPage(s, 'add to list page after nojs');

  expect((await page.goto('/help/1'))?.status()).toBe(200);
  await page.getByRole('heading', { name: 'Help Center' }).waitFor();
  await checkPage(s, 'help centre nojs');
});

test('featured lists: the home page links the curation lists; a list page shows its stories and tags (JavaScript on)', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: true });
  const { page } = s;
  expect((await page.goto('/home'))?.status()).toBe(200);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const featured = page.getByRole('region', { name: 'Featured lists' });
  await featured.scrollIntoViewIfNeeded();
  const first = featured.getByRole('link').first();
  const name = (await first.locator('span').first().innerText()).trim();
  await checkPage(s, 'home featured lists');
  await Promise.all([page.waitForURL((u) => u.pathname.startsWith('/featured/')), first.click()]);
  await page.getByRole('heading', { name }).waitFor();
  expect((await page.locator('main ol li').count()) > 0, 'the list shows its stories').toBeTruthy();
  // Its tags (its stories' most common) lead to their browse pages.
  const tag = page.locator('main section > div > ul[aria-label="Tags"] a').first();
  expect((await tag.getAttribute('href')) ?? '').toMatch(/^\/stories\/[^/]+$/);
  await checkPage(s, 'featured list page');
});
