/**
 * Browser tests of the part editor (issue 28 #2): a writer opens a part, types, applies bold, sees
 * "Saving…" then "Saved" and the word count, reloads and sees the text; adds a new part, moves it
 * up, deletes it after the confirmation; with JavaScript off the textarea form saves a part and the
 * reading page shows it.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, TINY_STORIES, USERS } from '../seeds/fixtures';
import { expect, test } from './lib/fixtures';

const STORY = TINY_STORIES.teen.id;
const [FIRST, SECOND] = TINY_STORIES.teen.partIds;
const editor = (partId: number) => `/myworks/${STORY}/write/${partId}`;

async function logIn(page: Page, nextPath: string): Promise<void> {
  await page.goto(`/login?nextUrl=${encodeURIComponent(nextPath)}`);
  await page.getByLabel('Username or email').fill(USERS.elio.username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await Promise.all([
    page.waitForURL((u) => u.pathname.startsWith(nextPath)),
    page.getByRole('button', { name: 'Log in' }).click(),
  ]);
}

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
const partRows = (page: Page) => page.getByRole('navigation', { name: 'Parts' }).locator('li[data-part-id]');

test('editor: type, bold, autosave, reload; new part, move it, delete it', async ({ session, checkPage }) => {
  const s = await session({ javaScriptEnabled: true });
  const { page } = s;
  await logIn(page, editor(FIRST));
  await hydrated(page);
  const text = page.getByRole('textbox', { name: 'Part text' });
  await text.waitFor();
  const words = page.getByTestId('word-count');
  const before = Number((await words.textContent())?.replace(/\D/g, ''));

  // Hold each save a moment so "Saving…" is there to be seen.
  await page.route('**/v4/parts/*/text', async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await text.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('A brand new paragraph ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('typed boldly');
  await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  const state = page.getByRole('status').filter({ hasText: /Saving…|Saved|Unsaved changes/ });
  await expect(state).toHaveText('Saving…', { timeout: 10_000 });
  await expect(state).toHaveText('Saved', { timeout: 10_000 });
  await expect(words).toHaveText(`${before + 6} words`);
  await checkPage(s, 'part editor');

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('textbox', { name: 'Part text' })).toContainText(
    'A brand new paragraph typed boldly',
  );
  await expect(page.locator('.ProseMirror strong')).toHaveText('typed boldly');

  // A new part: its editor opens, last in the list, a draft.
  await Promise.all([
    page.waitForURL((u) => /\/write\/\d+$/.test(u.pathname) && !u.pathname.endsWith(`/${FIRST}`)),
    page.getByRole('button', { name: 'New part' }).click(),
  ]);
  await hydrated(page);
  const rows = partRows(page);
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(2)).toContainText('Untitled Part');
  await expect(rows.nth(2)).toContainText('Draft');
  const newId = await rows.nth(2).getAttribute('data-part-id');

  // Move it up: before the second part.
  await page.getByRole('button', { name: 'Move "Untitled Part" up' }).click();
  await expect(rows.nth(1)).toHaveAttribute('data-part-id', String(newId));
  await expect(rows.nth(2)).toHaveAttribute('data-part-id', String(SECOND));

  // Delete it, after the confirmation.
  await page.getByRole('link', { name: 'Delete "Untitled Part"' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Readers will see it as Deleted.');
  await checkPage(s, 'delete confirmation');
  await page.getByRole('button', { name: 'Delete part' }).click();
  await expect(rows.nth(1)).toContainText('Deleted');
  await page.reload();
  await expect(partRows(page).nth(1)).toContainText('Deleted');
  await s.close();
});

test('editor without JavaScript: the textarea form saves a part and the reading page shows it', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: false });
  const { page } = s;
  await logIn(page, editor(SECOND));
  const textarea = page.getByLabel('Text (leave a blank line between paragraphs)');
  await expect(textarea).toBeVisible();
  await checkPage(s, 'part editor without JavaScript');
  await page.getByLabel('Part title').fill('Summer, plainly');
  await textarea.fill('The first plain paragraph.\n\nThe second <plain> paragraph & more.');
  await Promise.all([
    page.waitForURL(/\?saved=1$/),
    page.getByRole('button', { name: 'Save', exact: true }).click(),
  ]);
  await expect(page.getByText('Your part was saved.')).toBeVisible();
  await expect(textarea).toHaveValue('The first plain paragraph.\n\nThe second <plain> paragraph & more.');

  await page.goto(`/${SECOND}`);
  await expect(page.getByText('The first plain paragraph.')).toBeVisible();
  await expect(page.getByText('The second <plain> paragraph & more.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Summer, plainly' })).toBeVisible();
  await s.close();
});
