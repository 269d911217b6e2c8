/**
 * The one password policy (issue 24 #8) in the browser: a 28-character passphrase, refused by the
 * old 6-to-20 rule, signs up — with JavaScript on (the page asks the server's strength check and
 * shows the policy's real bounds) and off (the server's check alone).
 */
import type { Page } from '@playwright/test';
import { expect, test, type Session } from './lib/fixtures';

const PASSPHRASE = 'correct horse battery staple';
const PASSWORD_INVALID = "Your password doesn't meet the requirements.";
const PASSWORDS_MATCH = 'Great, passwords match!';
const HINT = 'Use 10 to 128 characters.';

const unique = () => Math.random().toString(36).slice(2, 8);
const allowFormStatus = (s: Session) => s.allow((text) => /status of 40[01]/.test(text));

async function fillSignup(page: Page, u: { email: string; username: string }, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(u.email);
  await page.getByLabel('Username', { exact: true }).fill(u.username);
  await page.getByLabel('Month').selectOption('3');
  await page.getByLabel('Day').selectOption('9');
  await page.getByLabel('Year').selectOption(String(new Date().getUTCFullYear() - 30));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel(/I agree to the/).check();
}

async function headerUser(page: Page): Promise<string | null> {
  const name = page.locator('header [class*="username"]');
  return (await name.count()) ? (await name.innerText()).trim() : null;
}

async function signUpWith(page: Page, u: { email: string; username: string }) {
  await Promise.all([
    page.waitForURL((url) => url.pathname !== '/signup'),
    page.getByRole('button', { name: 'Sign up' }).click(),
  ]);
  expect(await headerUser(page), 'signed in after sign-up with a passphrase').toBe(u.username);
}

test('password policy: with JavaScript on, a passphrase passes the strength check and signs up', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: true });
  allowFormStatus(s);
  const { page } = s;
  const u = { email: `phrase_${unique()}@example.org`, username: `phrase_${unique()}` };
  expect((await page.goto('/signup'))?.status()).toBe(200);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByText(HINT).waitFor();
  // Nine characters: refused by the length rule before anything is sent.
  await page.getByLabel('Password', { exact: true }).fill('x7G!q#9zL');
  await page.getByLabel('Confirm password').focus();
  await page.getByText(PASSWORD_INVALID).waitFor();
  await fillSignup(page, u, PASSPHRASE);
  await page.getByLabel('Username', { exact: true }).focus();
  await page.getByText(PASSWORDS_MATCH).waitFor();
  await page.getByText(/Strength: (Strong|Very strong)/).waitFor();
  expect(await page.getByText(PASSWORD_INVALID).count(), 'no refusal for the passphrase').toBe(0);
  await checkPage(s, 'signup with a passphrase');
  await page.locator('h1').click();
  await signUpWith(page, u);
});

test('password policy: with JavaScript off, the server takes a passphrase and refuses a common password', async ({
  session,
}) => {
  const s = await session({ javaScriptEnabled: false });
  allowFormStatus(s);
  const { page } = s;
  const u = { email: `nojs_phrase_${unique()}@example.org`, username: `nojsph_${unique()}` };
  await page.goto('/signup');
  await fillSignup(page, u, 'password1234');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByText(PASSWORD_INVALID).first().waitFor();
  expect(new URL(page.url()).pathname).toBe('/signup');
  await fillSignup(page, u, PASSPHRASE);
  await signUpWith(page, u);
});
