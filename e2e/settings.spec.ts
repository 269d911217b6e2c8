/**
 * Browser tests of account settings (issue 4 §6): changing the password with JavaScript on ends
 * the user's other sessions; changing the email with JavaScript off is a plain form post that
 * ends with the email-sent notice and the new address unverified (its link waits in the outbox).
 */
import { allow4xx, logInToSettings, newAccount, PASSWORD, unique } from './lib/accounts';
import { expect, test } from './lib/fixtures';

const NEW_PASSWORD = 'silver-orchard-rain-8';

test('settings: with JavaScript on, change password in a dialog; the other session is logged out', async ({
  session,
  checkPage,
}) => {
  const a = await session({ javaScriptEnabled: true });
  const b = await session({ javaScriptEnabled: true });
  allow4xx(a);
  const u = await newAccount(a.page, 'st');
  await logInToSettings(a.page, u.username, PASSWORD);
  await logInToSettings(b.page, u.username, PASSWORD);
  const { page } = a;
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await checkPage(a, 'settings account');

  // Content tab: the address changes without a reload; the account tab reloads the page.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole('link', { name: 'Content Preferences' }).click();
  await page.waitForURL((x) => x.searchParams.get('section') === 'content');
  const sameDocument = await page.evaluate(
    () => (window as unknown as { __sameDocument?: boolean }).__sameDocument,
  );
  expect(sameDocument, 'the content tab changed the address without a reload').toBe(true);
  await page.getByRole('link', { name: 'Account', exact: true }).click();
  await page.waitForURL((x) => x.searchParams.get('section') === 'account');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

  // The same section as a hash (needs JavaScript): the content panel.
  await page.goto('/settings#content');
  await page.getByRole('heading', { name: 'Content Preferences' }).waitFor();
  await page.goto('/settings?section=account');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

  // Change email: the address is checked on blur; a taken one shows the server's warning.
  await page.getByRole('link', { name: 'Change email' }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Change email' });
  await emailDialog.getByLabel('New email', { exact: true }).fill('reader_rosa@example.com');
  await emailDialog.getByLabel('Confirm new email').focus();
  await emailDialog.getByText(/An account with this email address may already exist/).waitFor();
  expect(await emailDialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  await checkPage(a, 'settings change email warning');
  await page.keyboard.press('Escape');
  await emailDialog.waitFor({ state: 'detached' });

  await page.getByRole('link', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByLabel('New password').fill('short');
  expect(await save.isDisabled(), 'Save waits for a valid new password').toBe(true);
  await dialog.getByLabel('New password').fill(NEW_PASSWORD);
  await save.click();
  await dialog.getByText('The password you entered is incorrect.').waitFor();
  await checkPage(a, 'settings change password refused');
  await dialog.getByLabel('Current password').fill(PASSWORD);
  await Promise.all([page.waitForURL((x) => x.pathname === '/login'), save.click()]);
  await page.getByText('Your password has been changed. Please log in with your new password.').waitFor();

  // The other browser's session has ended: /settings sends it to log in.
  await b.page.goto('/settings');
  expect(new URL(b.page.url()).pathname).toBe('/login');
  await logInToSettings(page, u.username, NEW_PASSWORD);
});

test('settings: with JavaScript off, change email by a form post → email sent, address unverified', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: false });
  allow4xx(s);
  const { page } = s;
  const u = await newAccount(page, 'st');
  await logInToSettings(page, u.username, PASSWORD);
  await page.getByRole('link', { name: 'Change email' }).click();
  await page.waitForURL((x) => x.searchParams.get('edit') === 'email');
  const newEmail = `moved_${unique()}@example.org`;
  await page.getByLabel('New email', { exact: true }).fill(newEmail);
  await page.getByLabel('Confirm new email').fill(`other_${unique()}@example.org`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Please ensure the email fields match.').waitFor();
  await checkPage(s, 'settings change email refused');
  await page.getByLabel('Confirm new email').fill(newEmail);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await Promise.all([
    page.waitForURL((x) => x.pathname === '/settings'),
    page.getByRole('button', { name: 'Save' }).click(),
  ]);
  await page.getByText(`Please check your email ${newEmail} to complete sign-up.`).waitFor();
  await page.getByText(newEmail).first().waitFor();
  await page.getByText('Not verified').waitFor();
  await checkPage(s, 'settings email sent');
  await page.goto('/dev/outbox');
  await page.locator('tr', { hasText: newEmail }).first().waitFor();
  await page.goto('/settings/notifications');
  await checkPage(s, 'settings notifications');
});
