/**
 * Browser tests of the Sessions settings section (issue 25 #9): a reader signed in in two browsers
 * sees both at /settings?section=sessions (this one marked) and ends the other — with JavaScript
 * (in place) and without (the form) — after which the other browser is signed out.
 */
import type { Page } from '@playwright/test';
import { expect, test, type Session } from './lib/fixtures';

const PASSWORD = 'Quiet-Harbor-Lantern-58';
const SECTION = '/settings?section=sessions';
const unique = () => Math.random().toString(36).slice(2, 8);

async function logIn(page: Page, identifier: string) {
  await page.goto(`/login?nextUrl=${encodeURIComponent('/settings')}`);
  await page.getByLabel('Username or email').fill(identifier);
  await page.getByLabel('Password').fill(PASSWORD);
  await Promise.all([
    page.waitForURL((u) => u.pathname === '/settings'),
    page.getByRole('button', { name: 'Log in' }).click(),
  ]);
}

/** A fresh account through the sign-up form; the browser stays signed in. */
async function signUp(s: Session): Promise<string> {
  const { page } = s;
  const username = `ss_${unique()}`;
  await page.goto('/signup');
  await page.getByLabel('Email', { exact: true }).fill(`${username}@example.org`);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Month').selectOption('3');
  await page.getByLabel('Day').selectOption('9');
  await page.getByLabel('Year').selectOption(String(new Date().getUTCFullYear() - 30));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel(/I agree to the/).check();
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/start'),
    page.getByRole('button', { name: 'Sign up' }).click(),
  ]);
  return username;
}

const sessionsList = (page: Page) =>
  page.getByRole('region', { name: 'Where you are signed in' }).getByRole('listitem');

test('sessions: list both browsers, end the other with JavaScript, then without', async ({
  session,
  checkPage,
}) => {
  const off = await session({ javaScriptEnabled: false });
  const username = await signUp(off);
  const on = await session({ javaScriptEnabled: true });
  await logIn(on.page, username);

  // With JavaScript: both sessions, this one marked; end the other in place.
  await on.page.goto(SECTION);
  await on.page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(sessionsList(on.page)).toHaveCount(2);
  const mine = sessionsList(on.page).filter({ hasText: 'This session' });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Chrome on Linux');
  await checkPage(on, 'sessions section (JavaScript on)');
  const other = sessionsList(on.page).filter({ hasNotText: 'This session' });
  const ended = on.page.waitForResponse(
    (r) => r.url().includes('/v5/sessions/') && r.request().method() === 'DELETE',
  );
  await other.getByRole('button', { name: 'End session' }).click();
  expect((await ended).status()).toBe(200);
  await on.page.getByRole('status').filter({ hasText: 'The session has ended.' }).waitFor();
  await expect(sessionsList(on.page)).toHaveCount(1);
  await expect(on.page.getByText('No other sessions.')).toBeVisible();

  // The ended browser is signed out: the settings page sends it to log in.
  await off.page.goto('/settings');
  await expect(off.page).toHaveURL(/\/login/);

  // Without JavaScript: sign in again, end the JavaScript browser's session with the form.
  await logIn(off.page, username);
  await off.page.goto(SECTION);
  await expect(sessionsList(off.page)).toHaveCount(2);
  await checkPage(off, 'sessions section (JavaScript off)');
  await Promise.all([
    off.page.waitForURL((u) => u.search.includes('ended=1')),
    sessionsList(off.page)
      .filter({ hasNotText: 'This session' })
      .getByRole('button', { name: 'End session' })
      .click(),
  ]);
  await off.page.getByRole('status').filter({ hasText: 'The session has ended.' }).waitFor();
  await expect(sessionsList(off.page)).toHaveCount(1);
  await on.page.goto('/settings');
  await expect(on.page).toHaveURL(/\/login/);
});
