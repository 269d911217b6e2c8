/**
 * Mute and block (issue 27 points 1–2, accounts-safety-messaging §2, §4, §8): a writer blocks a
 * reader from the reader's profile through the safety menu; the reader, signed in, then finds the
 * writer's story and parts not found (so cannot comment) and cannot follow the writer. A reader
 * mutes a writer from the profile (the toast's words), finds them in /settings?section=mute and
 * unmutes them there, with JavaScript and without. Every reader is a fresh account, so the seeded
 * accounts the other tests use keep their follows, mutes and blocks.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, LONG_STORY_ID, LONG_STORY_PART_IDS, USERS, WRITER_USERNAME } from '../seeds/fixtures';
import { allow4xx, newAccount, PASSWORD } from './lib/accounts';
import { expect, test, type Session } from './lib/fixtures';
import { FOLLOW_MESSAGES as F } from '../src/shared/lists/messages';
import { SAFETY_MESSAGES as M } from '../src/shared/safety/messages';

const NOT_FOUND_TEXT = 'This page got lost in a good story and never came back.';

async function logIn(page: Page, username: string, password: string, next: string): Promise<void> {
  await page.goto(`/login?nextUrl=${encodeURIComponent(next)}`);
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(password);
  await Promise.all([
    page.waitForURL((u) => u.pathname === next.split('?')[0]),
    page.getByRole('button', { name: 'Log in' }).click(),
  ]);
}

/** Hydrated, and the page's own chunks in: its controls answer clicks. */
async function ready(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

/** Opens the profile's safety menu (a `<details>`: it opens without JavaScript too). */
async function openMenu(page: Page, label: string): Promise<void> {
  await page.locator(`summary[aria-label^="${label}: "]`).first().click();
}

/** Signs in a fresh reader in its own session. */
async function freshReader(
  session: (o: { javaScriptEnabled: boolean }) => Promise<Session>,
  javaScriptEnabled: boolean,
  next: string,
): Promise<{ s: Session; username: string }> {
  const s = await session({ javaScriptEnabled });
  const { username } = await newAccount(s.page, 'safety');
  await logIn(s.page, username, PASSWORD, next);
  return { s, username };
}

test('a writer blocks a reader: the reader finds the stories gone and cannot follow', async ({
  session,
  checkPage,
}) => {
  const reader = await freshReader(session, true, '/home');

  // The writer blocks the reader from the reader's profile (menu, confirmation, toast).
  const w = await session({ javaScriptEnabled: true });
  await logIn(w.page, WRITER_USERNAME, DEMO_PASSWORD, `/user/${reader.username}`);
  await ready(w.page);
  const name = (await w.page.locator('h1').first().innerText()).trim();
  await openMenu(w.page, 'More actions');
  await w.page.getByRole('menuitem', { name: 'Block' }).click();
  const dialog = w.page.getByRole('dialog', { name: M.confirmBlockTitle(name) });
  await expect(dialog).toContainText(M.confirmBlockBody);
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(w.page.getByText(M.blocked(name), { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  // The restricted profile: Unblock instead of Follow, the moderation menu, the tabs.
  await expect(w.page.getByRole('button', { name: 'Unblock', exact: true })).toBeVisible();
  await expect(w.page.getByRole('button', { name: F.follow, exact: true })).toHaveCount(0);
  await expect(w.page.getByRole('navigation', { name: 'Profile' })).toBeVisible();
  await checkPage(w, 'restricted-profile');

  // The reader: the writer's story and its parts are not found, so no comment box.
  const { page } = reader.s;
  reader.s.allow((text) => /status of 404/.test(text));
  await page.goto(`/story/${LONG_STORY_ID}`);
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  await page.goto(`/${LONG_STORY_PART_IDS[1]}`);
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  await expect(page.locator('#comments')).toHaveCount(0);
  await expect(page.locator('p[data-p-id]')).toHaveCount(0);
  // Nor does the home feed list it.
  await page.goto('/home');
  await expect(page.locator('main a[href^="/story/"]').first()).toBeVisible();
  const story = `main a[href="/story/${LONG_STORY_ID}"], main a[href^="/story/${LONG_STORY_ID}-"]`;
  await expect(page.locator(story)).toHaveCount(0);

  // …and cannot follow the writer: the follow is refused, the button stays Follow.
  allow4xx(reader.s);
  await page.goto(`/user/${WRITER_USERNAME}`);
  await ready(page);
  const follow = page.getByRole('button', { name: F.follow, exact: true });
  const answer = page.waitForResponse((r) => r.request().method() !== 'GET' && /follow/i.test(r.url()));
  await follow.click();
  const refused = await answer;
  expect(refused.status(), `follow answered ${refused.status()}`).toBe(403);
  expect(JSON.stringify(await refused.json())).toContain(M.blockedFollow);
  await expect(page.getByText(F.followFailed)).toBeVisible();
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.getByRole('button', { name: F.follow, exact: true })).toBeVisible();
});

test('mute from a profile, then unmute in settings (JavaScript on)', async ({ session, checkPage }) => {
  const writer = USERS.bram.username;
  const { s } = await freshReader(session, true, `/user/${writer}`);
  const { page } = s;
  await ready(page);
  const name = (await page.locator('h1').first().innerText()).trim();
  await openMenu(page, 'More actions');
  await page.getByRole('menuitem', { name: 'Mute' }).click();
  const dialog = page.getByRole('dialog', { name: M.confirmMuteTitle(name) });
  await expect(dialog).toContainText(M.confirmMuteBody);
  await dialog.getByRole('button', { name: 'Mute' }).click();
  await expect(page.getByText(M.muted(name), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unmute', exact: true })).toBeVisible();

  await page.goto('/settings?section=mute');
  await ready(page);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: writer }) });
  await expect(row).toBeVisible();
  await checkPage(s, 'settings-mute-list');
  await row.getByRole('button', { name: `Unmute ${writer}` }).click();
  const confirm = page.getByRole('dialog', { name: M.confirmUnmuteTitle(writer) });
  await confirm.getByRole('button', { name: 'Unmute' }).click();
  await expect(page.getByText(M.unmuted(writer), { exact: true })).toBeVisible();
  await expect(page.getByText(M.mutedListEmpty)).toBeVisible();

  // The profile is the whole profile again.
  await page.goto(`/user/${writer}`);
  await expect(page.getByRole('button', { name: F.follow, exact: true })).toBeVisible();
});

test('mute and unmute without JavaScript: the menu and the settings list are forms', async ({
  session,
  checkPage,
}) => {
  const writer = USERS.celine.username;
  const { s } = await freshReader(session, false, `/user/${writer}`);
  const { page } = s;
  await openMenu(page, 'More actions');
  await Promise.all([
    page.waitForURL((u) => u.pathname === `/user/${writer}`),
    page.getByRole('menuitem', { name: 'Mute' }).click(),
  ]);
  await expect(page.getByRole('button', { name: 'Unmute', exact: true })).toBeVisible();
  await checkPage(s, 'restricted-profile-muted');

  await page.goto('/settings?section=mute');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: writer }) });
  await expect(row).toBeVisible();
  await checkPage(s, 'settings-mute-list');
  await Promise.all([
    page.waitForURL((u) => u.pathname === '/settings' && u.searchParams.get('section') === 'mute'),
    row.getByRole('button', { name: `Unmute ${writer}` }).click(),
  ]);
  await expect(page.getByText(M.mutedListEmpty)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.goto(`/user/${writer}`);
  await expect(page.getByRole('button', { name: F.follow, exact: true })).toBeVisible();
});
