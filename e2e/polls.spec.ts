/**
 * Browser tests of polls (issue 26 #6, #7): the writer adds a poll to their part with the editor
 * (the URL rule refuses a first try; answers are added and removed), a reader answers it with
 * JavaScript and sees the results, a visitor answers anonymously, and with JavaScript off a reader
 * answers by the form and comes back to the poll's results.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, LONG_STORY_PART_IDS, USERS, WRITER_USERNAME } from '../seeds/fixtures';
import { expect, test } from './lib/fixtures';

const PART = LONG_STORY_PART_IDS[21];
const QUESTION = 'Should the queen forgive her brother?';

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
const poll = (page: Page) => page.getByRole('region', { name: QUESTION });

test('polls: the writer creates one, readers answer it (JavaScript on and off)', async ({
  session,
  checkPage,
}) => {
  // The writer, on their own part: add button → editing → viewing.
  const w = await session({ javaScriptEnabled: true });
  await logIn(w.page, WRITER_USERNAME, `/${PART}`);
  await hydrated(w.page);
  await w.page.getByRole('button', { name: 'Add a poll' }).click();
  const editor = w.page.getByRole('form', { name: 'Add a poll' });
  await editor.getByRole('textbox', { name: 'Question' }).fill('Read more at www.example.com?');
  await editor.getByRole('textbox', { name: 'Answer 1' }).fill('Yes');
  await editor.getByRole('textbox', { name: 'Answer 2' }).fill('No');
  await editor.getByRole('button', { name: 'Save poll' }).click();
  await expect(editor.getByText('Polls may not include URLs')).toBeVisible();
  // Two answers cannot be removed; a third can.
  await expect(editor.getByRole('button', { name: 'Remove answer 1' })).toHaveCount(0);
  await editor.getByRole('button', { name: 'Add an answer' }).click();
  await editor.getByRole('textbox', { name: 'Answer 3' }).fill('Only after a trial');
  await editor.getByRole('button', { name: 'Remove answer 3' }).click();
  await editor.getByRole('button', { name: 'Add an answer' }).click();
  await editor.getByRole('textbox', { name: 'Question' }).fill(QUESTION);
  await editor.getByRole('textbox', { name: 'Answer 1' }).fill('Yes, family first');
  await editor.getByRole('textbox', { name: 'Answer 2' }).fill('Never');
  await editor.getByRole('textbox', { name: 'Answer 3' }).fill('Only after a trial');
  await Promise.all([
    w.page.waitForResponse((r) => r.url().includes('/writing/v1/') && r.request().method() === 'POST'),
    editor.getByRole('button', { name: 'Save poll' }).click(),
  ]);
  await expect(poll(w.page)).toBeVisible();
  await expect(poll(w.page).getByText('0 votes')).toBeVisible();
  await expect(w.page.getByRole('button', { name: 'Delete poll' })).toBeVisible();
  await checkPage(w, 'poll writer viewing');
  await w.close();

  // A reader with JavaScript: answers, and the results replace the buttons.
  const r = await session({ javaScriptEnabled: true });
  await logIn(r.page, USERS.rosa.username, `/${PART}`);
  await hydrated(r.page);
  await expect(poll(r.page).getByText('%')).toHaveCount(0);
  await Promise.all([
    r.page.waitForResponse((res) => res.url().includes(':answer') && res.status() === 200),
    poll(r.page).getByRole('button', { name: 'Never' }).click(),
  ]);
  await expect(poll(r.page).getByText('100%')).toBeVisible();
  await expect(poll(r.page).getByText('1 vote', { exact: true })).toBeVisible();
  await checkPage(r, 'poll reader answered');
  // After a reload the answer is still there (one answer per reader).
  await r.page.reload();
  await expect(poll(r.page).getByText('100%')).toBeVisible();
  await r.close();

  // A visitor answers anonymously (reading-discovery §4) and keeps seeing the results in this browser.
  const v = await session({ javaScriptEnabled: true });
  await v.page.goto(`/${PART}`);
  await hydrated(v.page);
  await Promise.all([
    v.page.waitForResponse((res) => res.url().includes(':answer') && res.status() === 200),
    // The visitor's page came without a CSRF token: the options are log-in links that JavaScript answers.
    poll(v.page).getByRole('link', { name: 'Yes, family first' }).click(),
  ]);
  await expect(poll(v.page).getByText('2 votes')).toBeVisible();
  await v.page.reload();
  await hydrated(v.page);
  await expect(poll(v.page).getByText('2 votes')).toBeVisible();
  await v.close();

  // JavaScript off: the options are a form; the post comes back to the poll with its results.
  const n = await session({ javaScriptEnabled: false });
  await logIn(n.page, USERS.dev.username, `/${PART}`);
  await checkPage(n, 'poll reader nojs');
  await Promise.all([
    n.page.waitForURL((u) => u.hash.startsWith('#poll-')),
    poll(n.page).getByRole('button', { name: 'Only after a trial' }).click(),
  ]);
  await expect(poll(n.page).getByText('3 votes')).toBeVisible();
  await expect(poll(n.page).getByText('33%').first()).toBeVisible();
  await checkPage(n, 'poll reader answered nojs');
});
