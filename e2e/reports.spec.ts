/**
 * The report flow (issue 27 point 4): a reader reports another reader's comment through the
 * support tree in the modal and sees the thank-you with its mute toggle; a visitor without
 * JavaScript reports the same way through `/report` (links, then a real form). When the staff
 * queue exists (`/staff/tickets`, the moderation feature), the admin finds the ticket there.
 */
import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, DEMO_PASSWORD, LONG_STORY_PART_IDS, USERS } from '../seeds/fixtures';
import { expect, test } from './lib/fixtures';

const tag = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);
const PART = LONG_STORY_PART_IDS[32];

async function logIn(page: Page, username: string, next: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`/login?nextUrl=${encodeURIComponent(next)}`);
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(password);
  await Promise.all([
    page.waitForURL((u) => u.pathname.startsWith(next.split('?')[0])),
    page.getByRole('button', { name: 'Log in' }).click(),
  ]);
}

async function ready(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

const commentWith = (page: Page, text: string) =>
  page
    .locator('#comments')
    .getByRole('listitem')
    .filter({ has: page.getByText(text, { exact: true }) })
    .first();

/** Bram posts a comment on the part (JavaScript on) and signs out: the comment to report. */
async function bramsComment(
  session: (o: { javaScriptEnabled: boolean }) => Promise<{ page: Page; close(): Promise<void> }>,
) {
  const s = await session({ javaScriptEnabled: true });
  await logIn(s.page, USERS.bram.username, `/${PART}`);
  await ready(s.page);
  const text = `Buy cheap followers at example dot com ${tag()}`;
  await s.page.locator('#comments').getByRole('textbox').first().fill(text);
  await s.page.locator('#comments').getByRole('button', { name: 'Post' }).first().click();
  await expect(commentWith(s.page, text)).toBeVisible();
  await s.close();
  return text;
}

test('JavaScript on: report a comment through the tree, the thank-you and its mute toggle', async ({
  session,
  checkPage,
}) => {
  const text = await bramsComment(session);
  const s = await session({ javaScriptEnabled: true });
  const { page } = s;
  await logIn(page, USERS.rosa.username, `/${PART}`);
  await ready(page);
  const comment = commentWith(page, text);
  await comment.scrollIntoViewIfNeeded();
  await comment.getByRole('link', { name: 'Report' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Report this comment' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${PART}`)); // the modal, not the page
  await checkPage(s, 'report modal: first step');

  // A step with children, Back, then the final step.
  await dialog.getByRole('button', { name: /Harassment or bullying/ }).click();
  await expect(dialog.getByRole('button', { name: /It targets me/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await dialog.getByRole('button', { name: /Spam/ }).click();
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled(); // while the comment is empty
  const reason = `Advertising in comments ${tag()}`;
  await dialog.getByLabel('Tell us more').fill(reason);
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(dialog.getByRole('heading', { name: 'Thank you for your report' })).toBeVisible();
  const mute = dialog.getByRole('button', { name: 'Mute' });
  await expect(mute).toBeVisible();
  await checkPage(s, 'report modal: thank-you');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);

  // The ticket reaches the staff queue, where an admin opens it.
  const admin = await session({ javaScriptEnabled: true });
  await logIn(admin.page, ADMIN_USERNAME, '/staff/tickets', ADMIN_PASSWORD);
  await admin.page.goto('/staff/tickets?type=comment');
  const row = admin.page.getByRole('link', { name: /Ticket #\d+|#\d+/ }).first();
  await expect(row).toBeVisible();
  await Promise.all([admin.page.waitForURL(/\/staff\/tickets\/\d+/), row.click()]);
  await expect(admin.page.getByText(USERS.bram.username).first()).toBeVisible();
});

test('JavaScript off: a visitor reports a comment through /report', async ({ session, checkPage }) => {
  const text = await bramsComment(session);
  const s = await session({ javaScriptEnabled: false });
  const { page } = s;
  await page.goto(`/${PART}`);
  const comment = commentWith(page, text);
  await Promise.all([
    page.waitForURL((u) => u.pathname === '/report'),
    comment.getByRole('link', { name: 'Report' }).click(),
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Report this comment' })).toBeVisible();
  await checkPage(s, 'report page: first step');
  await Promise.all([
    page.waitForURL((u) => u.searchParams.has('path')),
    page.getByRole('link', { name: /Spam/ }).click(),
  ]);

  // A refused post keeps the page and says why; then the real thing.
  // The refused post answers 400 (its page, by design): not a browser error.
  s.allow((message, url) => /status of 400/.test(message) && new URL(url).pathname === '/report');
  await page.getByLabel('Name').fill('   ');
  await page.getByLabel('Email').fill('vera@example.com');
  await page.getByLabel('Tell us more').fill(`Spam in the comments ${tag()}`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Name is required.').first()).toBeVisible();
  await page.getByLabel('Name').fill('Vera Visitor');
  s.clearAllowed();
  await page.getByLabel('Tell us more').fill(`Spam in the comments ${tag()}`);
  await Promise.all([
    page.waitForURL((u) => u.searchParams.get('sent') === '1'),
    page.getByRole('button', { name: 'Submit' }).click(),
  ]);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your report' })).toBeVisible();
  await checkPage(s, 'report page: thank-you');
});
