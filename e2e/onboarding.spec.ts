/**
 * Browser tests of onboarding (issue 4 item 7): the genre screen takes three genres, refuses a
 * fourth with the spec's toast, and Finish leads to "All done" (JavaScript on); the writer journey
 * works as plain forms with JavaScript off (writer → motivation → novel question → /start).
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, USERS } from '../seeds/fixtures';
import { expect, test } from './lib/fixtures';

const TOO_MANY = 'Oops, you can only select three genres. Try removing one before adding another.';

async function logIn(page: Page, username: string, nextPath: string, landing = nextPath): Promise<void> {
  await page.goto(`/login?nextUrl=${encodeURIComponent(nextPath)}`);
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await Promise.all([
    page.waitForURL((u) => u.pathname === landing),
    page.getByRole('button', { name: 'Log in' }).click(),
  ]);
}

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

test('onboarding: pick three genres, a fourth is refused with the toast, Finish → All done', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: true });
  const { page } = s;
  await logIn(page, USERS.bram.username, '/start');
  await hydrated(page);
  await page.getByRole('heading', { name: `Hi ${USERS.bram.username}, what do you like to read?` }).waitFor();
  const finish = page.getByRole('button', { name: 'Finish' });
  expect(await finish.isDisabled(), 'Finish needs a genre').toBe(true);
  for (const g of ['Romance', 'Fantasy', 'Horror'])
    await page.getByRole('checkbox', { name: new RegExp(`^${g}`) }).check();
  expect(await finish.isDisabled()).toBe(false);
  await checkPage(s, 'onboarding-genres');
  await page.getByRole('checkbox', { name: /^Poetry/ }).click();
  await page.getByRole('alert').filter({ hasText: TOO_MANY }).waitFor();
  expect(await page.getByRole('checkbox', { name: /^Poetry/ }).isChecked()).toBe(false);
  await Promise.all([page.waitForURL((u) => u.pathname === '/start/success'), finish.click()]);
  await page.getByRole('heading', { name: 'All done' }).waitFor();
  expect(await page.getByRole('link', { name: 'Start reading' }).getAttribute('href')).toBe('/home');
  await checkPage(s, 'onboarding-success');
  await s.close();
});

test('onboarding: the writer journey with JavaScript off (writer → motivation → novel → /start)', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: false });
  const { page } = s;
  await logIn(page, USERS.celine.username, '/start/writerjourney/elsewhere', '/start/writerjourney');
  expect(new URL(page.url()).pathname, 'unknown sub-path → root').toBe('/start/writerjourney');
  await checkPage(s, 'writer-journey');
  await page.getByLabel('I write').check();
  await Promise.all([
    page.waitForURL((u) => u.pathname === '/start/writerjourney/motivation'),
    page.getByRole('button', { name: 'Next' }).click(),
  ]);
  await page.getByLabel('Writing for fun').check();
  await Promise.all([
    page.waitForURL((u) => u.pathname === '/start/writerjourney/motivation/novel'),
    page.getByRole('button', { name: 'Next' }).click(),
  ]);
  expect(new URL(page.url()).hash).toBe('#fun');
  await checkPage(s, 'writer-journey-novel');
  await page.getByLabel('Almost').check();
  await Promise.all([
    page.waitForURL((u) => u.pathname === '/start'),
    page.getByRole('button', { name: 'Next' }).click(),
  ]);
  // The genre screen as a plain form: a fourth genre is refused with the same message.
  for (const g of ['Romance', 'Fantasy', 'Horror', 'Poetry'])
    await page.getByRole('checkbox', { name: new RegExp(`^${g}`) }).check();
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('alert').filter({ hasText: TOO_MANY }).waitFor();
  await page.getByRole('checkbox', { name: /^Poetry/ }).uncheck();
  await Promise.all([
    page.waitForURL((u) => u.pathname === '/start/success'),
    page.getByRole('button', { name: 'Finish' }).click(),
  ]);
  await page.getByRole('heading', { name: 'All done' }).waitFor();
  await s.close();
});

test('content settings: block a tag and allow mature content (JS on), then save with the form (JS off)', async ({
  session,
  checkPage,
}) => {
  const on = await session({ javaScriptEnabled: true });
  await logIn(on.page, USERS.dev.username, '/settings?section=content', '/settings');
  await hydrated(on.page);
  await on.page.getByRole('switch', { name: /Mature Content/ }).check();
  await on.page.getByRole('button', { name: 'Edit Tags' }).click();
  const input = on.page.getByLabel('Add a tag to block');
  await input.fill('Vampires');
  await input.press('Enter');
  await on.page.getByRole('button', { name: 'Back' }).click();
  await on.page.getByRole('button', { name: 'Apply Changes' }).click();
  await on.page.getByText('Thanks for the input!').waitFor();
  await checkPage(on, 'content-settings');
  await on.close();

  const off = await session({ javaScriptEnabled: false });
  await logIn(off.page, USERS.dev.username, '/settings?section=content', '/settings');
  const field = off.page.getByLabel('Blocked tags (separated by spaces)');
  expect(await field.inputValue()).toBe('vampires');
  expect(await off.page.getByRole('switch', { name: /Mature Content/ }).isChecked()).toBe(true);
  await field.fill('vampires Werewolf');
  await Promise.all([
    off.page.waitForURL((u) => u.searchParams.get('cs') === 'thanks'),
    off.page.getByRole('button', { name: 'Apply Changes' }).click(),
  ]);
  await off.page.getByText('Thanks for the input!').waitFor();
  expect(await off.page.getByLabel('Blocked tags (separated by spaces)').inputValue()).toBe(
    'vampires werewolf',
  );
  await off.close();
});
