/**
 * Browser tests of search (issue 3 item 5): the header form → results → a filter → open a result;
 * "More" (phone-sized pages with JavaScript, the `limit`/`offset` link without); the Profiles tab;
 * the tag refiner's message — each with JavaScript on and off.
 */
import type { Page } from '@playwright/test';
import { MOBILE } from './lib/browser';
import { expect, test } from './lib/fixtures';

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
const results = (page: Page) => page.locator('section[aria-label="Stories"] li h2 a');
const titles = async (page: Page): Promise<string[]> => results(page).allInnerTexts();

async function headerSearch(page: Page, term: string): Promise<void> {
  await page.locator('#header-q').fill(term);
  await Promise.all([
    page.waitForURL((u) => u.pathname === `/search/${term}`),
    page.locator('#header-q').press('Enter'),
  ]);
}

async function expectOnlyCompleted(page: Page): Promise<void> {
  const metas = await page.locator('section[aria-label="Stories"] li').allInnerTexts();
  expect(metas.length > 0, 'completed stories match').toBeTruthy();
  for (const text of metas)
    expect(!text.includes('Ongoing'), `only completed stories: ${text.slice(0, 60)}`).toBeTruthy();
}

test('search: header form, completed only, open a result, More on a phone, Profiles (JavaScript on)', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: true });
  const { page } = s;
  await page.goto('/home');
  await hydrated(page);
  await headerSearch(page, 'years');
  await results(page).first().waitFor();
  const all = await titles(page);
  expect(all.length > 3, `"years" finds several stories (${all.length})`).toBeTruthy();
  // Navigated in the page, not loaded: the tab's title still follows the page.
  expect(await page.title()).toBe('Results for “years” - Storyloom');
  await checkPage(s, 'search results');

  await page.getByLabel('Completed stories only').check();
  await page.waitForURL((u) => u.searchParams.get('filter') === 'complete');
  await page.waitForFunction(() => !document.querySelector('[aria-label="Loading results"]'));
  await expectOnlyCompleted(page);

  // The refiner suggests tags as you type; choosing one refines the results (skeletons, then results).
  await page.locator('#refine-tag').fill('fan');
  const suggestion = page.getByRole('button', { name: '#fantasy' });
  await suggestion.waitFor();
  await checkPage(s, 'search refiner suggestions');
  await Promise.all([page.waitForURL((u) => u.searchParams.get('tags') === 'fantasy'), suggestion.click()]);
  await page.getByRole('link', { name: 'Remove tag fantasy' }).waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-label="Loading results"]'));
  expect(new URL(page.url()).searchParams.get('filter'), 'the filters stay').toBe('complete');
  // A result shows 3 of its tags (§9): #fantasy, or "+N more" when it is among the hidden ones.
  const shownTags = await page
    .locator('section[aria-label="Stories"] li ul[aria-label="Tags"]')
    .allInnerTexts();
  for (const tags of shownTags)
    expect(/#fantasy|\+\d+ more/.test(tags), `every result is tagged #fantasy (${tags})`).toBeTruthy();
  expect(
    shownTags.some((tags) => tags.includes('#fantasy')),
    'results show the #fantasy tag',
  ).toBeTruthy();

  const first = results(page).first();
  const title = await first.innerText();
  await Promise.all([page.waitForURL(/\/story\/\d+/), first.click()]);
  await page
    .getByRole('heading', { name: title.replace('…', ''), exact: false })
    .first()
    .waitFor();
  expect(
    (await page.title()).startsWith(title.replace('…', '')),
    'the tab is titled by the story',
  ).toBeTruthy();
  expect(
    await page.locator('p[aria-live="assertive"]').innerText(),
    'the new page is announced by its title',
  ).toBe(await page.title());

  // A phone asks for 3 stories a page; "More" appends the next 3 through nextUrl.
  await page.setViewportSize(MOBILE);
  await page.goto('/search');
  await hydrated(page);
  await page.locator('#search-page-q').fill('years');
  await page.locator('#search-page-q').press('Enter');
  await page.waitForURL((u) => u.pathname === '/search/years');
  await page.waitForFunction(
    () => document.querySelectorAll('section[aria-label="Stories"] li h2 a').length === 3,
  );
  await page.getByRole('link', { name: 'More', exact: true }).click();
  await page.waitForFunction(
    () => document.querySelectorAll('section[aria-label="Stories"] li h2 a').length === 6,
  );
  const six = await titles(page);
  expect(new Set(six).size, 'More appends different stories').toBe(6);
  const cover = await page.locator('section[aria-label="Stories"] li img').first().boundingBox();
  expect(
    cover && cover.width >= 50,
    `a result's cover keeps its width on a phone (${cover?.width} px)`,
  ).toBeTruthy();
  await checkPage(s, 'search results phone more');

  await Promise.all([
    page.waitForURL((u) => u.pathname === '/search/years/people'),
    page.getByRole('link', { name: 'Profiles' }).click(),
  ]);
  await page.goto('/search/reader/people');
  await hydrated(page);
  const rosa = page.getByRole('link', { name: /Rosa/ });
  await rosa.first().waitFor();
  expect(await rosa.first().getAttribute('href')).toBe('/user/reader_rosa');
});

test('search: header form, completed only, More link, refiner message, Profiles (JavaScript off)', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: false });
  const { page } = s;
  await page.goto('/home');
  await headerSearch(page, 'years');
  expect((await titles(page)).length > 3, '"years" finds several stories').toBeTruthy();
  await checkPage(s, 'search results');

  await page.getByLabel('Completed stories only').check();
  await Promise.all([
    page.waitForURL((u) => u.searchParams.get('filter') === 'complete'),
    page.getByRole('button', { name: 'Apply' }).click(),
  ]);
  await expectOnlyCompleted(page);

  await page.locator('#refine-tag').fill('slow burn');
  await Promise.all([
    page.waitForURL((u) => u.searchParams.get('addTag') === 'slow burn'),
    page.getByRole('button', { name: 'Add', exact: true }).click(),
  ]);
  expect(await page.getByRole('alert').innerText()).toBe('Tags cannot contain spaces');
  await checkPage(s, 'search refiner message');
  expect(page.url().includes('filter=complete'), 'the refiner keeps the filters').toBe(true);

  await page.goto('/search/years/stories?limit=3');
  const firstThree = await titles(page);
  expect(firstThree.length, 'a phone-sized page through the URL').toBe(3);
  await Promise.all([
    page.waitForURL((u) => u.searchParams.get('offset') === '3' && u.searchParams.get('limit') === '3'),
    page.getByRole('link', { name: 'More', exact: true }).click(),
  ]);
  const nextThree = await titles(page);
  expect(
    nextThree.length > 0 && nextThree.every((x) => !firstThree.includes(x)),
    'More shows the next page',
  ).toBeTruthy();
  await checkPage(s, 'search more link');

  const first = results(page).first();
  await Promise.all([page.waitForURL(/\/story\/\d+/), first.click()]);

  await page.goto('/search/reader');
  await Promise.all([
    page.waitForURL((u) => u.pathname === '/search/reader/people'),
    page.getByRole('link', { name: 'Profiles' }).click(),
  ]);
  expect(await page.getByRole('link', { name: /Rosa/ }).first().getAttribute('href')).toBe(
    '/user/reader_rosa',
  );
  await checkPage(s, 'search profiles');
});
