/**
 * Browser tests of sign-up, log-in and log-out (issue 4 §1–2): the forms work with JavaScript off
 * (server-side errors, redirects) and with it on (the shared rules run in the page first).
 */
import type { Page } from '@playwright/test';
import { expect, test, type Session } from './lib/fixtures';

const SIGNUP_1006 = 'Please make sure all fields are filled in.';
const EMAIL_INVALID = 'The email address is invalid.';
const PASSWORD_INVALID = "Your password doesn't meet the requirements.";
const PASSWORDS_MATCH = 'Great, passwords match!';
const PASSWORD = 'lantern-harbour-9';

const unique = () => Math.random().toString(36).slice(2, 8);

/** Refused form posts answer 400/401; Chromium logs that as a console error of the document. */
const allowFormStatus = (s: Session) => s.allow((text) => /status of 40[01]/.test(text));

async function fillSignup(page: Page, u: { email: string; username: string }) {
  await page.getByLabel('Email', { exact: true }).fill(u.email);
  await page.getByLabel('Username', { exact: true }).fill(u.username);
  await page.getByLabel('Month').selectOption('6');
  await page.getByLabel('Day').selectOption('14');
  await page.getByLabel('Year').selectOption(String(new Date().getUTCFullYear() - 25));
  await page.getByLabel(/Pronouns/).selectOption('O');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByLabel(/I agree to the/).check();
}

async function headerUser(page: Page): Promise<string | null> {
  const name = page.locator('header [class*="username"]');
  return (await name.count()) ? (await name.innerText()).trim() : null;
}

async function logOutFromHeader(page: Page) {
  await Promise.all([
    page.waitForURL((u) => u.pathname === '/home'),
    page.locator('header').getByRole('button', { name: 'Log out' }).click(),
  ]);
  expect(await headerUser(page), 'signed out after Log out').toBe(null);
  expect(
    await page.locator('header').getByRole('link', { name: 'Log in' }).count(),
    'header offers Log in',
  ).toBeTruthy();
}

async function logIn(page: Page, identifier: string, expectPath: string) {
  await page.getByLabel('Username or email').fill(identifier);
  await page.getByLabel('Password').fill(PASSWORD);
  await Promise.all([
    page.waitForURL((u) => u.pathname === expectPath),
    page.getByRole('button', { name: 'Log in' }).click(),
  ]);
}

test('accounts: with JavaScript off, sign up (errors from the server first), log out, log in by username', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: false });
  allowFormStatus(s);
  const { page } = s;
  const u = { email: `nojs_${unique()}@example.org`, username: `nojs_${unique()}` };
  expect((await page.goto('/signup?nextUrl=/home'))?.status()).toBe(200);
  await checkPage(s, 'signup');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('alert').filter({ hasText: SIGNUP_1006 }).waitFor();
  await checkPage(s, 'signup refused');
  await fillSignup(page, u);
  await Promise.all([
    // A new account sees onboarding first (issue 24 #4).
    page.waitForURL((url) => url.pathname === '/start'),
    page.getByRole('button', { name: 'Sign up' }).click(),
  ]);
  expect(await headerUser(page), 'signed in after sign-up').toBe(u.username);
  await checkPage(s, 'home signed in');
  await logOutFromHeader(page);
  await page.goto('/login');
  await checkPage(s, 'login');
  await logIn(page, u.username, '/home');
  expect(await headerUser(page), 'signed in by username').toBe(u.username);
});

test('accounts: with JavaScript on, the form checks fields before posting; log out; log in by email', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: true });
  allowFormStatus(s);
  const { page } = s;
  const u = { email: `js_${unique()}@example.org`, username: `js_${unique()}` };
  expect((await page.goto('/signup'))?.status()).toBe(200);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByLabel('Username', { exact: true }).focus();
  await page.getByText(EMAIL_INVALID).waitFor();
  await page.getByLabel('Password', { exact: true }).fill('password');
  await page.getByLabel('Confirm password').focus();
  await page.getByText(PASSWORD_INVALID).waitFor(); // the strength check (after 500 ms) says INVALID
  // Leave the field first: its message appears on blur and would move the button under the pointer.
  await page.locator('h1').click();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('alert').filter({ hasText: SIGNUP_1006 }).waitFor();
  expect(new URL(page.url()).pathname, 'a form with errors is not sent').toBe('/signup');
  await fillSignup(page, u);
  await page.getByLabel('Username', { exact: true }).focus();
  await page.getByText(PASSWORDS_MATCH).waitFor();
  await page.getByText(/Strength: (Strong|Very strong)/).waitFor();
  await checkPage(s, 'signup filled');
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/start'),
    page.getByRole('button', { name: 'Sign up' }).click(),
  ]);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  expect(await headerUser(page), 'signed in after sign-up').toBe(u.username);
  await logOutFromHeader(page);
  // From a story page, Log in comes back to it.
  const story = page.locator('main a[href^="/story/"]').first();
  const storyPath = (await story.getAttribute('href')) as string;
  await page.goto(storyPath);
  await page.locator('header').getByRole('link', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await checkPage(s, 'login');
  await logIn(page, u.email.toUpperCase(), storyPath);
  expect(await headerUser(page), 'signed in by email').toBe(u.username);
});
