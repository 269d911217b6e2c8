/** Account helpers the browser tests share: a fresh account, a log-in, the 4xx console allowance. */
import type { Page } from '@playwright/test';
import { expect, type Session } from './fixtures';

/** The password of every account `newAccount` makes. */
export const PASSWORD = 'copper-kettle-moon-3';
export const unique = (): string => Math.random().toString(36).slice(2, 8);

/** Refused form posts and refused API calls answer 4xx; Chromium logs that as a console error. */
export const allow4xx = (s: Session): void => s.allow((text) => /status of 40[0-3]/.test(text));

/**
 * A fresh account (so no seeded user the other tests log in with changes), its email not verified
 * yet: the sign-up form's post, then signed out again.
 */
export async function newAccount(page: Page, prefix: string): Promise<{ username: string; email: string }> {
  const u = { username: `${prefix}_${unique()}`, email: `${prefix}_${unique()}@example.org` };
  await page.goto('/signup');
  const csrf = await page.locator('input[name="_csrf"]').first().inputValue();
  const res = await page.request.post('/signup', {
    form: {
      _csrf: csrf,
      email: u.email,
      username: u.username,
      day: '9',
      month: '3',
      year: String(new Date().getUTCFullYear() - 30),
      password: PASSWORD,
      confirm_password: PASSWORD,
      policy: 'on',
    },
    maxRedirects: 0,
  });
  expect(res.status(), `sign-up answered ${res.status()}`).toBe(303);
  await page.context().clearCookies();
  return u;
}

/** Logs in through the log-in page and lands on settings. */
export async function logInToSettings(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.goto('/login?nextUrl=/settings');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(password);
  await Promise.all([
    page.waitForURL((u) => u.pathname === '/settings'),
    page.getByRole('button', { name: 'Log in' }).click(),
  ]);
}
