/**
 * Part comments (issue 26 items 3, 8): a reader comments on a part, replies, likes and unlikes; an
 * XSS payload shows as text; the story's owner deletes a reader's comment. With JavaScript off the
 * same post, reply and delete work as forms. A visitor's Comment opens the sign-up prompt.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, LONG_STORY_PART_IDS, USERS } from '../seeds/fixtures';
import { expect, test } from './lib/fixtures';

const SIGN_UP_TITLE = 'Sign up to comment and interact with the largest storytelling community';
const tag = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

async function logIn(page: Page, username: string, partId: number): Promise<string> {
  await page.goto(`/login?nextUrl=${encodeURIComponent(`/${partId}`)}`);
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await Promise.all([
    page.waitForURL((u) => u.pathname.startsWith(`/${partId}`)),
    page.getByRole('button', { name: 'Log in' }).click(),
  ]);
  return new URL(page.url()).pathname;
}

/** Hydrated, and the comments' own chunk in: their controls answer clicks. */
async function ready(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

const section = (page: Page) => page.locator('#comments');
const commentWith = (page: Page, text: string) =>
  section(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(text, { exact: true }) })
    .first();
const countIn = async (page: Page): Promise<number> =>
  Number(/\((\d+)\)/.exec(await section(page).getByRole('heading', { level: 2 }).innerText())?.[1]);

test('comments with JavaScript: post, XSS as text, reply, like and unlike, owner deletes', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: true });
  const { page } = s;
  page.on('dialog', (d) => {
    s.errors.push(`a dialog opened: ${d.message()}`);
    void d.dismiss();
  });
  const partId = LONG_STORY_PART_IDS[30];
  const partPath = await logIn(page, USERS.rosa.username, partId);
  await ready(page);
  const before = await countIn(page);

  const text = `A chapter to remember ${tag()}`;
  await section(page).getByRole('textbox').first().fill(text);
  await section(page).getByRole('button', { name: 'Post' }).first().click();
  await expect(commentWith(page, text)).toBeVisible();
  expect(await countIn(page)).toBe(before + 1);

  const xss = `<img src=x onerror=alert(1)> ${tag()}`;
  await section(page).getByRole('textbox').first().fill(xss);
  await section(page).getByRole('button', { name: 'Post' }).first().click();
  await expect(commentWith(page, xss)).toBeVisible();
  expect(await section(page).locator('img[src="x"]').count()).toBe(0);

  // Reply: the box opens on Reply; the reply shows under its comment.
  const first = commentWith(page, text);
  await first.getByRole('link', { name: 'Reply' }).click();
  const reply = `Agreed, ${tag()}`;
  await first.getByRole('textbox').fill(reply);
  await first.getByRole('button', { name: 'Post' }).click();
  await expect(first.getByText(reply, { exact: true })).toBeVisible();

  // Like and unlike, at once.
  const like = first.getByRole('button', { name: /Like/ }).first();
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toContainText('1');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toContainText('0');
  await section(page).scrollIntoViewIfNeeded();
  await checkPage(s, 'part comments');

  // The story's owner deletes the reader's comment (without replies: it goes).
  const owner = await session({ javaScriptEnabled: true });
  await logIn(owner.page, USERS.ava.username, partId);
  await ready(owner.page);
  const doomed = commentWith(owner.page, xss);
  await expect(doomed.getByText('Writer')).toHaveCount(0);
  await doomed.getByRole('button', { name: 'Delete comment' }).click();
  await expect(commentWith(owner.page, xss)).toHaveCount(0);
  await page.reload();
  await expect(commentWith(page, xss)).toHaveCount(0);
  expect(partPath).toMatch(new RegExp(`^/${partId}-`));
});

test('comments without JavaScript: post, reply in the thread, delete', async ({ session, checkPage }) => {
  const s = await session({ javaScriptEnabled: false });
  const { page } = s;
  const partId = LONG_STORY_PART_IDS[31];
  await logIn(page, USERS.mona.username, partId);

  const text = `Read it twice ${tag()}`;
  await section(page).getByRole('textbox').first().fill(text);
  await Promise.all([
    page.waitForURL((u) => u.hash.startsWith('#comment-')),
    section(page).getByRole('button', { name: 'Post' }).first().click(),
  ]);
  const mine = commentWith(page, text);
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Ambassador')).toBeVisible();
  await checkPage(s, 'part comments');

  // Reply opens the comment's thread with its box.
  await Promise.all([
    page.waitForURL((u) => u.searchParams.has('commentId')),
    mine.getByRole('link', { name: 'Reply' }).click(),
  ]);
  await expect(section(page).getByRole('link', { name: /Return to all comments/ })).toBeVisible();
  const reply = `And a third time ${tag()}`;
  await section(page).getByRole('textbox').first().fill(reply);
  await Promise.all([
    page.waitForURL((u) => u.searchParams.has('commentId') && u.hash.startsWith('#comment-')),
    section(page).getByRole('button', { name: 'Post' }).first().click(),
  ]);
  await expect(section(page).getByText(reply, { exact: true })).toBeVisible();
  await checkPage(s, 'comment thread');

  // Back to all comments; the reader deletes a comment of theirs.
  await section(page)
    .getByRole('link', { name: /Return to all comments/ })
    .click();
  const other = `Second thoughts ${tag()}`;
  await section(page).getByRole('textbox').first().fill(other);
  await section(page).getByRole('button', { name: 'Post' }).first().click();
  await Promise.all([
    page.waitForURL((u) => u.hash === '#comments'),
    commentWith(page, other).getByRole('button', { name: 'Delete comment' }).click(),
  ]);
  await expect(commentWith(page, other)).toHaveCount(0);
  await expect(commentWith(page, text)).toBeVisible();
});

test('a visitor’s Comment opens the sign-up prompt', async ({ session }) => {
  const s = await session({ javaScriptEnabled: true });
  const { page } = s;
  await page.goto(`/${LONG_STORY_PART_IDS[32]}`);
  await ready(page);
  await section(page).getByRole('link', { name: 'Write a comment…' }).click();
  await expect(page.getByRole('dialog', { name: SIGN_UP_TITLE })).toBeVisible();
});
