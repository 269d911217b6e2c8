/**
 * Paragraph comments (issue 26 item 4): a reader opens a paragraph's drawer from its marker, posts
 * a comment, closes the drawer and sees the marker's count rise with the focus back on it; with
 * JavaScript off the marker is a link to the paragraph's page, where the same reader posts through
 * the form and comes back to the part.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, TINY_STORIES, USERS } from '../seeds/fixtures';
import { expect, test } from './lib/fixtures';

const MARKER = /(comments? on this paragraph|Comment on this paragraph)$/;

async function logIn(page: Page, nextPath: string): Promise<void> {
  await page.goto(`/login?nextUrl=${encodeURIComponent(nextPath)}`);
  await page.getByLabel('Username or email').fill(USERS.rosa.username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await Promise.all([
    page.waitForURL((u) => u.pathname.startsWith(nextPath)),
    page.getByRole('button', { name: 'Log in' }).click(),
  ]);
}

/** The marker's count, from its accessible name ("3 comments on this paragraph"; "Comment on …": 0). */
const countOf = async (page: Page, paragraphId: string): Promise<number> =>
  Number(
    /^(\d+) comment/.exec(
      (await page.locator(`[data-p-id="${paragraphId}"] + a`).getAttribute('aria-label')) ?? '',
    )?.[1] ?? 0,
  );

test('a paragraph’s drawer: post a comment, close it, the marker counts it (JavaScript on)', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: true });
  const { page } = s;
  const partId = TINY_STORIES.mystery.partIds[0];
  await logIn(page, `/${partId}`);
  await page.locator('html[data-hydrated]').waitFor();
  const paragraphId = (await page.locator('[data-p-id]').nth(1).getAttribute('data-p-id')) ?? '';
  const marker = page.locator(`[data-p-id="${paragraphId}"] + a`);
  // The counts arrive after hydration; the marker is a button then.
  await expect(marker).toHaveAttribute('role', 'button');
  await expect(marker).toHaveAccessibleName(MARKER);
  await page
    .waitForResponse((r) => r.url().includes(`/v4/parts/${partId}/paragraphs`))
    .catch(() => undefined);
  const before = await countOf(page, paragraphId);

  await marker.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('heading', { level: 2 })).toHaveText(/\S/);
  const text = `A line worth a note ${Date.now().toString(36)}`;
  await drawer.getByRole('textbox').fill(text);
  await drawer.getByRole('button', { name: 'Post' }).click();
  await expect(drawer.getByText(text)).toBeVisible();
  await checkPage(s, 'paragraph drawer');

  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  await expect(marker).toHaveText(String(before + 1));
  await expect(marker).toHaveAccessibleName(
    `${before + 1} ${before + 1 === 1 ? 'comment' : 'comments'} on this paragraph`,
  );
  await expect(marker).toBeFocused();

  // The comment's own address (`?commentId=`) opens its drawer over the part.
  const link = await page.evaluate(async (id) => {
    const r = await fetch(`/v5/comments/namespaces/paragraphs/resources/${id}/comments?limit=1`);
    return ((await r.json()) as { comments: { commentId: { resourceId: string } }[] }).comments[0].commentId
      .resourceId;
  }, `${partId}_${paragraphId}`);
  await page.goto(`${new URL(page.url()).pathname}?commentId=${link}`);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByText(text)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(new URL(page.url()).search).toBe('');
});

test('a paragraph’s comments page (JavaScript off): marker link, post, back to the part', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: false });
  const { page } = s;
  const partId = TINY_STORIES.mystery.partIds[1];
  await logIn(page, `/${partId}`);
  const partPath = new URL(page.url()).pathname;
  const paragraphId = (await page.locator('[data-p-id]').first().getAttribute('data-p-id')) ?? '';
  const marker = page.getByRole('link', { name: MARKER }).first();
  expect(await marker.getAttribute('href')).toBe(`${partPath}/paragraph/${paragraphId}`);
  await checkPage(s, 'part with markers');

  await Promise.all([
    page.waitForURL((u) => u.pathname.endsWith(`/paragraph/${paragraphId}`)),
    marker.click(),
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);
  const text = `Noted without scripts ${Date.now().toString(36)}`;
  await page.getByRole('textbox').fill(text);
  await Promise.all([
    page.waitForURL((u) => u.pathname.endsWith(`/paragraph/${paragraphId}`)),
    page.getByRole('button', { name: 'Post' }).click(),
  ]);
  await expect(page.getByText(text)).toBeVisible();
  await checkPage(s, 'paragraph page');

  await Promise.all([
    page.waitForURL((u) => u.pathname === partPath),
    page.getByRole('link', { name: /Back to the part/ }).click(),
  ]);
  await expect(page.locator(`[data-p-id="${paragraphId}"]`)).toBeVisible();
});
