/**
 * Browser tests of reading lists, library and follows (issue 3 items 7 and 8): a reader adds a
 * story to the library and to a new list from the story page's popover (kept after a reload, shown
 * on the profile, the list's page and the library, where Remove takes it out), and follows a writer
 * from the profile; with JavaScript off a visitor's Follow is a log-in link and a signed-in reader
 * follows with the form and removes a library story with its form.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, TINY_STORIES, USERS, WRITER_USERNAME } from '../seeds/fixtures';
import { expect, test } from './lib/fixtures';

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
const STORY = TINY_STORIES.mystery.id;
const TITLE = 'The Midnight Witness';

test('lists: add a story to the library and a new list from the story page; follow a writer', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: true });
  const { page } = s;
  const me = USERS.mona.username;
  await logIn(page, me, `/story/${STORY}`);
  await hydrated(page);

  await page.getByRole('button', { name: '+ Add to library' }).click();
  const library = page.getByRole('checkbox', { name: 'Library' });
  await library.waitFor();
  await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/users/${me}/library`) && r.status() === 200),
    library.check(),
  ]);
  await page.getByRole('textbox', { name: 'New reading list name' }).fill('Beach reads');
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/v3/lists/') && r.status() === 200),
    page.getByRole('button', { name: 'Create' }).click(),
  ]);
  const list = page.getByRole('checkbox', { name: 'Beach reads' });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('label')].some(
      (l) => l.textContent === 'Beach reads' && l.querySelector('input')?.checked,
    ),
  );
  await checkPage(s, 'story add-to-list popover');

  // Again on a phone, where the button sits low on the first screen: the popover scrolls into view.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await hydrated(page);
  // The story is in the library now: the button says so (issue 24 item 7).
  await page.getByRole('button', { name: '✓ In your library' }).click();
  await list.waitFor();
  await page.waitForFunction(() => {
    const r = document.querySelector('[aria-label="Add to reading list"]')?.getBoundingClientRect();
    return r !== undefined && r.top >= 0 && r.bottom <= window.innerHeight;
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForFunction(
    () => (document.querySelector('input[type=checkbox]') as HTMLInputElement)?.checked,
  );
  expect(await library.isChecked(), 'the library keeps the story after a reload').toBeTruthy();
  expect(await list.isChecked(), 'the new list keeps the story after a reload').toBeTruthy();

  await page.goto(`/user/${me}`);
  await hydrated(page);
  expect(
    await page.getByRole('heading', { name: 'Beach reads' }).isVisible(),
    'the profile shows the list',
  ).toBeTruthy();
  // The list opens on its own page, with the story and its owner's Remove control.
  await Promise.all([
    page.waitForURL((u) => u.pathname.startsWith('/list/')),
    page.getByRole('link', { name: 'Beach reads' }).click(),
  ]);
  await page.getByRole('heading', { level: 1, name: 'Beach reads' }).waitFor();
  await page.getByRole('link', { name: TITLE }).waitFor();
  expect(
    await page.getByRole('button', { name: `Remove ${TITLE} from Beach reads` }).isVisible(),
  ).toBeTruthy();

  // The header's Library: the story is there; Remove takes it out at once and for good.
  await page.getByRole('link', { name: 'Library', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Library' }).waitFor();
  await page.getByRole('link', { name: TITLE }).waitFor();
  await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes(`/users/${me}/library/${STORY}`) && r.request().method() === 'DELETE' && r.ok(),
    ),
    page.getByRole('button', { name: `Remove ${TITLE} from Library` }).click(),
  ]);
  expect(await page.getByRole('link', { name: TITLE }).count(), 'the story leaves the library').toBe(0);
  await checkPage(s, 'library after remove');
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Library' }).waitFor();
  expect(await page.getByRole('link', { name: TITLE }).count(), 'still out after a reload').toBe(0);
  expect(
    await page.getByRole('link', { name: /Beach reads/ }).isVisible(),
    'the library lists the lists',
  ).toBeTruthy();

  await page.goto(`/user/${WRITER_USERNAME}`);
  await hydrated(page);
  const followers = page.locator('dt', { hasText: 'Followers' }).locator('xpath=preceding-sibling::dd');
  const before = Number(await followers.innerText());
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/users/${me}/following`) && r.status() === 200),
    page.getByRole('button', { name: 'Follow', exact: true }).click(),
  ]);
  await page.getByRole('button', { name: 'Unfollow' }).waitFor();
  expect(Number(await followers.innerText()), 'the follower count moves by one').toBe(before + 1);
  await checkPage(s, 'profile followed');
});

test('lists: with JavaScript off, a visitor gets the log-in link and a reader follows with the form', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: false });
  const { page } = s;
  const profile = `/user/${USERS.bram.username}`;
  expect((await page.goto(profile))?.status()).toBe(200);
  const follow = page.getByRole('link', { name: 'Follow' });
  // The follow is carried through log-in (issue 24 #1).
  expect(await follow.getAttribute('href')).toBe(
    `/login?nextUrl=${encodeURIComponent(profile)}&intent=follow%3A${USERS.bram.username}`,
  );
  expect(
    await page.getByRole('link', { name: 'Harbour Lights' }).isVisible(),
    'published works link',
  ).toBeTruthy();
  await checkPage(s, 'profile visitor nojs');

  await logIn(page, USERS.elio.username, profile);
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await page.getByRole('button', { name: 'Unfollow' }).waitFor();
  await checkPage(s, 'profile followed nojs');

  // The library with forms: add from the add-to-list page, remove on /library (back to it).
  await page.goto(`/story/${STORY}/lists`);
  await page.getByRole('button', { name: 'Add Library' }).click();
  await page.goto('/library');
  await page.getByRole('link', { name: TITLE }).waitFor();
  await Promise.all([
    page.waitForURL((u) => u.pathname === '/library'),
    page.getByRole('button', { name: `Remove ${TITLE} from Library` }).click(),
  ]);
  expect(await page.getByRole('link', { name: TITLE }).count(), 'the form removed the story').toBe(0);
  await checkPage(s, 'library nojs');
});
