/**
 * Browser tests of the sign-up prompt and social hand-off (issue 4 items 2–3): with JavaScript on,
 * a visitor's Vote opens the prompt; its register and login views and their back buttons; the
 * auth panel's log-in steps. With JavaScript off: /signup is the older sign-up form, and a social
 * hand-off that cannot be completed (no provider configured here) lands on /login with a message.
 * The completion form itself is covered by route tests (src/server/features/social).
 */
import type { Page } from '@playwright/test';
import { LONG_STORY_PART_IDS } from '../seeds/fixtures';
import { expect, test } from './lib/fixtures';

const PROMPT_TITLE = 'Sign up to comment and interact with the largest storytelling community';
const BACK_TO_OPTIONS = '‹ Back to all signup options';

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

test('social: the sign-up prompt walks require-signup → register → back → login → email → back (JavaScript on)', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: true });
  const { page } = s;
  expect((await page.goto(`/${LONG_STORY_PART_IDS[5]}`))?.status()).toBe(200);
  await hydrated(page);
  await page.getByRole('link', { name: /Vote/ }).click();
  const dialog = page.getByRole('dialog', { name: PROMPT_TITLE });
  await dialog.waitFor();
  expect(
    await dialog.getByText('Follow writers and get their updates').isVisible(),
    'benefits checklist',
  ).toBeTruthy();
  expect(await dialog.getByRole('separator').innerText()).toBe('or');
  await checkPage(s, 'social prompt require-signup');

  await dialog.getByRole('link', { name: 'Sign up with email' }).click();
  await dialog.getByLabel('Username', { exact: true }).waitFor();
  expect(
    await dialog.getByRole('button', { name: 'Sign up' }).isVisible(),
    'register view has the form',
  ).toBeTruthy();
  await checkPage(s, 'social prompt register');
  await dialog.getByRole('button', { name: BACK_TO_OPTIONS }).click();
  await dialog.getByRole('link', { name: 'Sign up with email' }).waitFor();

  await dialog.getByRole('link', { name: 'Log in' }).click();
  await dialog.getByRole('button', { name: 'Log in with email' }).click();
  await dialog.getByLabel('Username or email').waitFor();
  expect(await dialog.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
    `/forgot?nextUrl=${encodeURIComponent(new URL(page.url()).pathname)}`,
  );
  await checkPage(s, 'social prompt login email');
  await dialog.getByRole('button', { name: '‹ Back', exact: true }).click();
  await dialog.getByRole('link', { name: "Don't have an account? Sign up" }).click();
  await dialog.getByLabel('Username', { exact: true }).waitFor();
  await dialog.getByRole('button', { name: BACK_TO_OPTIONS }).click();
  await dialog.getByText('Read and save stories to your library').waitFor();

  // Closed and opened again: the view is remembered.
  await dialog.getByRole('link', { name: 'Log in' }).click();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('link', { name: /Vote/ }).click();
  await dialog.getByRole('button', { name: 'Log in with email' }).waitFor();
});

test('social: JavaScript off — the older sign-up form, and a failed hand-off explains itself on /login', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: false });
  const { page } = s;
  await page.goto('/signup');
  expect(
    await page
      .getByRole('heading', { name: 'Sign up to join the largest storytelling community' })
      .isVisible(),
  ).toBeTruthy();
  expect(await page.getByRole('link', { name: 'I already have an account' }).isVisible()).toBeTruthy();
  expect(await page.getByRole('button', { name: 'Sign up with Google' }).count(), 'not configured').toBe(0);
  await checkPage(s, 'social signup older form');

  const data = JSON.stringify({ type: 'google', token: 'x.y.z', redirect: '//evil.com' });
  await page.goto(
    `/oauth-auth?nextUrl=${encodeURIComponent('https://evil.com')}&data=${encodeURIComponent(data)}`,
  );
  const url = new URL(page.url());
  expect(url.pathname).toBe('/login');
  expect(url.searchParams.get('nextUrl')).toBe('/home');
  expect(await page.getByText('Google sign-in is not available.').isVisible()).toBeTruthy();
  await checkPage(s, 'social hand-off not configured');
});
