/**
 * Private messages (issue 27 items 8, 9): send a message, load older ones, delete one; mute from a
 * conversation; and the same reading and posting with JavaScript off (real forms and links).
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, USERS } from '../seeds/fixtures';
import { expect, test, type Session } from './lib/fixtures';

const tag = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 5);

async function logIn(page: Page, username: string, next: string): Promise<void> {
  await page.goto(`/login?nextUrl=${encodeURIComponent(next)}`);
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await Promise.all([
    page.waitForURL((u) => u.pathname === next),
    page.getByRole('button', { name: 'Log in' }).click(),
  ]);
}

async function ready(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

/** Posts `count` messages to `other` through the no-JavaScript form (the session's CSRF token). */
async function postMany(s: Session, other: string, count: number, prefix: string): Promise<void> {
  await s.page.goto(`/inbox/${other}`);
  const csrf = await s.page.locator('input[name="_csrf"]').first().inputValue();
  for (let i = 0; i < count; i++) {
    const res = await s.page.request.post(`/inbox/${other}/messages`, {
      form: { _csrf: csrf, body: `${prefix} ${i}` },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(303);
  }
}

const composer = (page: Page) => page.getByRole('textbox', { name: 'Write a message' });
const messageItem = (page: Page, text: string) =>
  page.locator('ol li').filter({ has: page.getByText(text, { exact: true }) });

test('with JavaScript: older messages load, a message is sent and deleted, the inbox lists it', async ({
  session,
  checkPage,
}) => {
  // Two people write 22 messages: more than one page of 20.
  const celine = await session({ javaScriptEnabled: true });
  await logIn(celine.page, USERS.celine.username, '/inbox');
  const first = `older-${tag()}`;
  await postMany(celine, USERS.rosa.username, 11, first);

  const s = await session({ javaScriptEnabled: true });
  const { page } = s;
  await logIn(page, USERS.rosa.username, '/inbox');
  await postMany(s, USERS.celine.username, 11, `reply-${tag()}`);

  await page.goto('/inbox');
  await ready(page);
  await expect(page.getByRole('heading', { name: 'My Messages' })).toBeVisible();
  await checkPage(s, 'inbox');
  await page
    .getByRole('link', { name: new RegExp(USERS.celine.username) })
    .first()
    .click();
  await page.waitForURL((u) => u.pathname === `/inbox/${USERS.celine.username}`);
  await ready(page);

  // Older messages: the loader prepends the earlier page.
  await expect(page.getByText(`${first} 0`, { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Older messages' }).click();
  await expect(page.getByText(`${first} 0`, { exact: true })).toBeVisible();

  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  const text = `Hello Celine ${tag()}`;
  await composer(page).fill(text);
  await expect(page.getByText(`${2000 - text.length} characters left`)).toBeVisible();
  await send.click();
  await expect(messageItem(page, text)).toBeVisible();
  await expect(composer(page)).toHaveValue('');
  await checkPage(s, 'conversation');

  await messageItem(page, text).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(messageItem(page, text)).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(text, { exact: true })).toHaveCount(0);
  await celine.close();
});

test('mute from a conversation: the reply box gives way to the notice', async ({ session }) => {
  const s = await session({ javaScriptEnabled: true });
  const { page } = s;
  const other = USERS.dev.username;
  await logIn(page, USERS.rosa.username, `/inbox/${other}`);
  await ready(page);
  await expect(composer(page)).toBeVisible();
  await page.getByRole('button', { name: 'Mute', exact: true }).click();
  // The safety feature's confirmation (spec §2: mute and unmute are confirmed).
  await page.getByRole('dialog').getByRole('button', { name: 'Mute', exact: true }).click();
  await expect(page.getByText("You've muted this account. Unmute them to send a message.")).toBeVisible();
  await expect(composer(page)).toHaveCount(0);
  // Leave the seed as it was.
  await page.getByRole('button', { name: 'Unmute', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unmute', exact: true }).click();
  await expect(composer(page)).toBeVisible();
});

test('without JavaScript: the inbox and a conversation read, post, delete and mute as pages and forms', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: false });
  const { page } = s;
  const other = USERS.elio.username;
  await logIn(page, USERS.bram.username, `/inbox/${other}`);
  const text = `No script needed ${tag()}`;
  await composer(page).fill(text);
  await Promise.all([
    page.waitForURL((u) => u.pathname === `/inbox/${other}`),
    page.getByRole('button', { name: 'Send' }).click(),
  ]);
  await expect(messageItem(page, text)).toBeVisible();
  await checkPage(s, 'conversation without JavaScript');

  await page.goto('/inbox');
  await expect(page.getByRole('link', { name: new RegExp(other) }).first()).toBeVisible();
  await checkPage(s, 'inbox without JavaScript');
  await page
    .getByRole('link', { name: new RegExp(other) })
    .first()
    .click();

  await Promise.all([
    page.waitForURL((u) => u.pathname === `/inbox/${other}`),
    messageItem(page, text).getByRole('button', { name: 'Delete' }).click(),
  ]);
  await expect(page.getByText(text, { exact: true })).toHaveCount(0);

  // The conversation's safety menu is forms too: mute, the notice replaces the reply box; unmute.
  await Promise.all([
    page.waitForURL((u) => u.pathname === `/inbox/${other}`),
    page.getByRole('button', { name: 'Mute', exact: true }).click(),
  ]);
  await expect(page.getByText("You've muted this account. Unmute them to send a message.")).toBeVisible();
  await expect(composer(page)).toHaveCount(0);
  await Promise.all([
    page.waitForURL((u) => u.pathname === `/inbox/${other}`),
    page.getByRole('button', { name: 'Unmute', exact: true }).click(),
  ]);
  await expect(composer(page)).toBeVisible();
});
