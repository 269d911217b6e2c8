/**
 * Browser tests of the writing studio (issue 28 #1, #5, #7): a new writer finds "Write your first
 * story" on /myworks, creates a story (its first part's editor opens), edits the story details
 * (title, description, tags with the autocomplete, category, licence) and the story notes with
 * JavaScript on; with JavaScript off the "New story" and settings forms do the same. The story
 * page then shows the new title and licence.
 */
import type { Page } from '@playwright/test';
import { allow4xx, newAccount, PASSWORD } from './lib/accounts';
import { expect, test } from './lib/fixtures';

async function logIn(page: Page, username: string, nextPath: string): Promise<void> {
  await page.goto(`/login?nextUrl=${encodeURIComponent(nextPath)}`);
  await page.getByLabel('Username or email', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await Promise.all([
    page.waitForURL((u) => u.pathname === nextPath),
    page.getByRole('button', { name: 'Log in' }).click(),
  ]);
}

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
const EDITOR = /\/myworks\/(\d+)\/write\/(\d+)$/;

test('my works with JavaScript: first story, details with tags and licence, story notes', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: true });
  const { page } = s;
  const { username } = await newAccount(page, 'myw');
  await logIn(page, username, '/myworks');
  await hydrated(page);
  await page.getByRole('heading', { name: 'Write your first story' }).waitFor();
  await checkPage(s, 'my works, no stories');

  await Promise.all([
    page.waitForURL((u) => EDITOR.test(u.pathname)),
    page.getByRole('button', { name: 'Write your first story' }).click(),
  ]);
  const storyId = EDITOR.exec(new URL(page.url()).pathname)?.[1];
  expect(storyId).toBeTruthy();

  await page.goto(`/myworks/${storyId}`);
  await hydrated(page);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Untitled Story');
  await expect(page.getByLabel('Copyright', { exact: true })).toHaveValue('1'); // All Rights Reserved by default
  await page.getByLabel('Title', { exact: true }).fill('The Lantern Road');
  await page
    .getByLabel('Description', { exact: true })
    .fill('A girl walks the night road, lighting every lamp.');
  const tag = page.locator('#story-tag-input');
  await tag.fill('two words');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Tags cannot contain spaces' })).toBeVisible();
  // The autocomplete offers seeded tags starting with what was typed.
  await tag.fill('fant');
  const suggestion = page.getByRole('list', { name: 'Suggested tags' }).getByRole('button').first();
  await suggestion.waitFor();
  await suggestion.click();
  await tag.fill('#Lanterns');
  await tag.press('Enter');
  const chips = page.getByRole('list', { name: 'Tags' });
  await expect(chips).toContainText('#lanterns');
  await expect(chips.getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Fantasy' });
  await page.getByLabel('Copyright', { exact: true }).selectOption({ label: 'CC Attribution' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your story details were saved.' })).toBeVisible();
  await checkPage(s, 'story details');

  // Story Notes: "New" until first opened (remembered in this browser).
  const notesTab = page.getByRole('link', { name: /^Story Notes/ });
  await expect(notesTab).toContainText('New');
  await notesTab.click();
  await page.getByLabel('Name', { exact: true }).fill('  Ivy ');
  await page.getByLabel('Other names', { exact: true }).fill('The Lamplighter');
  await page.getByRole('radio', { name: 'She' }).check();
  const attributes = page.locator('#notes-attributes');
  await attributes.fill('brave');
  await attributes.press('Enter');
  await page.getByRole('radio', { name: 'Positive' }).check();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await page.getByLabel('What does your protagonist want?', { exact: true }).fill('Light every lamp');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toHaveCount(0); // until the next edit
  await page.getByRole('radio', { name: 'Emotional' }).check();
  await page.getByLabel('Type of goal', { exact: true }).selectOption('protect');
  await page.getByLabel('How does the story end?', { exact: true }).fill('The road stays lit');
  await page
    .getByRole('group', { name: 'Does your protagonist succeed?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByRole('radio', { name: 'Good' }).check();
  await page
    .getByRole('group', { name: 'Interested in opportunities for your story?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByRole('checkbox', { name: 'Books' }).check();
  await page.getByLabel('Logline', { exact: true }).fill('One girl, one road, every lamp.');
  await page.getByLabel('Story progress', { exact: true }).selectOption('halfway');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Submitted' })).toBeVisible();
  await checkPage(s, 'story notes');

  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ivy'); // trimmed when saved
  await expect(page.getByLabel('Logline', { exact: true })).toHaveValue('One girl, one road, every lamp.');
  await page.getByRole('link', { name: 'Story Details' }).click();
  await expect(page.getByRole('link', { name: /^Story Notes/ })).not.toContainText('New');

  await page.goto(`/story/${storyId}`);
  await page.getByRole('heading', { name: 'The Lantern Road' }).waitFor();
  await expect(page.getByText('© CC Attribution')).toBeVisible();
  await s.close();
});

test('my works without JavaScript: New story and the settings form', async ({ session, checkPage }) => {
  const s = await session({ javaScriptEnabled: false });
  const { page } = s;
  const { username } = await newAccount(page, 'mywn');
  await logIn(page, username, '/myworks');
  await page.getByRole('heading', { name: 'Write your first story' }).waitFor();
  await Promise.all([
    page.waitForURL((u) => EDITOR.test(u.pathname)),
    page.getByRole('button', { name: 'Write your first story' }).click(),
  ]);
  const storyId = EDITOR.exec(new URL(page.url()).pathname)?.[1];

  await page.goto('/myworks');
  await expect(page.getByText('0 published parts · 1 draft')).toBeVisible();
  await page.getByRole('link', { name: 'Edit story details' }).click();
  await page.getByLabel('Title', { exact: true }).fill('Moths in June');
  await page.getByLabel('Description', { exact: true }).fill('Small wings at the window.');
  await page.getByLabel('Tags', { exact: true }).fill('#moths summer');
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Romance' });
  await page.getByLabel('Copyright', { exact: true }).selectOption({ label: 'Public Domain' });
  await page.getByRole('checkbox', { name: /^Completed/ }).check();
  await Promise.all([
    page.waitForURL((u) => u.pathname === `/myworks/${storyId}` && u.search === '?saved=1'),
    page.getByRole('button', { name: 'Save', exact: true }).click(),
  ]);
  await expect(page.getByText('Your story details were saved.')).toBeVisible();
  await expect(page.getByLabel('Tags', { exact: true })).toHaveValue('moths summer');
  await checkPage(s, 'story details');

  // A refused save shows the page again with the message and what was typed (a 400).
  allow4xx(s);
  await page.getByLabel('Title', { exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your story needs a title')).toBeVisible();
  await expect(page.getByLabel('Description', { exact: true })).toHaveValue('Small wings at the window.');

  await page.goto(`/story/${storyId}`);
  await page.getByRole('heading', { name: 'Moths in June' }).waitFor();
  await expect(page.getByText('© Public Domain')).toBeVisible();
  await s.close();
});
