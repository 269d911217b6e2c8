/**
 * Browser tests of privacy and account (issue 4 §8): the "Do not sell my personal information"
 * page logged out with JavaScript off (a form post; the ccpa-oo cookie for 3650 days) and logged in
 * with JavaScript on (the button waits for the California box; the choice is stored on the
 * account); closing an account, after which its log-in is refused.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, READER_USERNAME } from '../seeds/fixtures';
import { expect, test, type OpenSession, type Session } from './lib/fixtures';

const OPTED_OUT = 'You have opted out of the sale of your personal information.';
const CLOSED_LOGIN = 'This account has been closed. Contact support if you want it reopened.';
const DAY_S = 24 * 60 * 60;

/** Refused form posts answer 4xx (and a closed profile 404); Chromium logs that as a console error. */
const allowFormStatus = (s: Session) => s.allow((text) => /status of 40[0134]/.test(text));
const unique = () => Math.random().toString(36).slice(2, 8);

async function logIn(page: Page, identifier: string, password: string, next = '/home') {
  await page.goto(`/login?nextUrl=${encodeURIComponent(next)}`);
  await page.getByLabel('Username or email').fill(identifier);
  await page.getByLabel('Password').fill(password);
  await Promise.all([
    page.waitForURL((u) => u.pathname === next),
    page.getByRole('button', { name: 'Log in' }).click(),
  ]);
}

test('privacy: opt out logged out with JavaScript off — the footer link, the form, the ccpa-oo cookie', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: false });
  const { page } = s;
  await page.goto('/home');
  await Promise.all([
    page.waitForURL((u) => u.pathname === '/privacy/do-not-sell'),
    page.getByRole('link', { name: 'Do not sell my personal information' }).click(),
  ]);
  await checkPage(s, 'do not sell (visitor)');
  expect(await page.getByRole('link', { name: 'log in', exact: true }).getAttribute('href')).toBe(
    '/login?nextUrl=%2Fprivacy%2Fdo-not-sell',
  );
  await page.getByLabel('I am a California resident').check();
  await Promise.all([
    page.waitForURL((u) => u.searchParams.get('done') === '1'),
    page.getByRole('button', { name: 'Opt out' }).click(),
  ]);
  await page.getByRole('status').filter({ hasText: OPTED_OUT }).waitFor();
  expect(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/home');
  const cookie = (await s.context.cookies()).find((c) => c.name === 'ccpa-oo');
  if (!cookie) throw new Error('the ccpa-oo cookie is not set');
  expect(cookie.value).toBe('1');
  // The server sends Max-Age for 3650 days (route test); Chromium caps a cookie's life at 400 days.
  const days = (cookie.expires - Date.now() / 1000) / DAY_S;
  expect(days > 399, `ccpa-oo is kept for years, not the session (${days} days)`).toBeTruthy();
  await checkPage(s, 'do not sell done (visitor)');
});

test('privacy: opt out logged in with JavaScript on — disabled until ticked, stored on the account', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: true });
  const { page } = s;
  await logIn(page, READER_USERNAME, DEMO_PASSWORD, '/privacy/do-not-sell');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const button = page.getByRole('button', { name: 'Opt out' });
  expect(await button.isDisabled(), 'Opt out waits for the California box').toBe(true);
  await page.getByLabel('I am a California resident').check();
  expect(await button.isDisabled()).toBe(false);
  const put = page.waitForResponse(
    (r) => r.url().includes('/privacy-settings/ccpa/') && r.request().method() === 'PUT',
  );
  await button.click();
  expect((await put).status()).toBe(200);
  await page.getByRole('status').filter({ hasText: OPTED_OUT }).waitFor();
  await page.getByRole('link', { name: 'Back to home' }).waitFor();
  await checkPage(s, 'do not sell done (signed in)');
  const stored = await page.request.get(`/v5/users/${READER_USERNAME}/privacy-settings/ccpa/`);
  expect(await stored.json()).toStrictEqual({ optout: true });
});

/** A fresh account through the sign-up form (JavaScript off). */
async function signUp(session: OpenSession, password: string): Promise<string> {
  const s = await session({ javaScriptEnabled: false });
  const { page } = s;
  const username = `cl_${unique()}`;
  await page.goto('/signup');
  await page.getByLabel('Email', { exact: true }).fill(`${username}@example.org`);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Month').selectOption('3');
  await page.getByLabel('Day').selectOption('9');
  await page.getByLabel('Year').selectOption(String(new Date().getUTCFullYear() - 30));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel(/I agree to the/).check();
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/start'), // sign-up → onboarding (issue 24 #4)
    page.getByRole('button', { name: 'Sign up' }).click(),
  ]);
  await s.close();
  return username;
}

test('privacy: close an account (wrong password refused), then its log-in is refused', async ({
  session,
  checkPage,
}) => {
  const password = 'harbour-lantern-42';
  const username = await signUp(session, password);
  const s = await session({ javaScriptEnabled: true });
  allowFormStatus(s);
  const { page } = s;
  await logIn(page, username, password, '/close-account');
  await checkPage(s, 'close account');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Close my account' }).click();
  await page.getByRole('alert').filter({ hasText: 'That password is not correct.' }).waitFor();
  await page.getByLabel('Password').fill(password);
  await page.getByLabel(/Why are you leaving/).fill('Moving on');
  await Promise.all([
    page.waitForURL((u) => u.pathname === '/login'),
    page.getByRole('button', { name: 'Close my account' }).click(),
  ]);
  await page.getByText('Your account has been closed.').waitFor();
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('alert').filter({ hasText: CLOSED_LOGIN }).waitFor();
  expect((await page.goto(`/user/${username}`))?.status()).toBe(404);
});
