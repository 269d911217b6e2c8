/**
 * Browser tests of issue 24's settings journeys: resending the verification email from the
 * account settings (spec §2's success dialog; JavaScript on and off), our terms, privacy policy
 * and Premium pages reached from the footer, and a wrong password in the change-email dialog
 * shown under the password field.
 */
import type { Page } from '@playwright/test';
import { allow4xx, logInToSettings, newAccount, unique } from './lib/accounts';
import { expect, test } from './lib/fixtures';

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

for (const javaScriptEnabled of [true, false]) {
  test(`settings: resend the verification email shows "Email sent" (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    session,
    checkPage,
  }) => {
    const s = await session({ javaScriptEnabled });
    const u = await newAccount(s.page, 'sj');
    await logInToSettings(s.page, u.username);
    const { page } = s;
    await page.goto('/settings?section=account');
    if (javaScriptEnabled) await hydrated(page);
    await expect(page.getByText('Not verified')).toBeVisible();
    await checkPage(s, 'settings unverified email');

    await page.getByRole('button', { name: 'Resend email' }).click();
    const body = `Please check your email ${u.email} to complete sign-up.`;
    if (javaScriptEnabled) {
      const dialog = page.getByRole('dialog', { name: 'Email sent' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(body);
    } else {
      await page.waitForURL((x) => x.pathname === '/settings');
      await expect(page.getByRole('status').filter({ hasText: 'Email sent' })).toContainText(body);
    }
    await checkPage(s, 'settings verification sent');
  });
}

test('footer: terms, privacy policy and Premium pages are reachable (JavaScript off)', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: false });
  const { page } = s;
  const footer = page.getByRole('navigation', { name: 'Footer' });
  for (const [link, heading, path] of [
    ['Terms of Service', 'Terms of Service', '/terms'],
    ['Privacy Policy', 'Privacy Policy', '/privacy'],
    ['Premium', 'Storyloom Premium', '/premium/'],
  ] as const) {
    await page.goto('/home');
    await footer.getByRole('link', { name: link, exact: true }).click();
    await page.waitForURL((x) => x.pathname === path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await checkPage(s, `footer ${path}`);
  }
  await expect(page.getByText('Premium is not on sale yet.')).toBeVisible();
});

test('footer: the same pages with JavaScript on, and the account links of a signed-in reader', async ({
  session,
}) => {
  const s = await session({ javaScriptEnabled: true });
  const u = await newAccount(s.page, 'sj');
  await logInToSettings(s.page, u.username);
  const { page } = s;
  await page.goto('/settings?section=account');
  await hydrated(page);
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await page.waitForURL((x) => x.pathname === '/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await footer.getByRole('link', { name: 'Your data' }).click();
  await page.waitForURL((x) => x.pathname.startsWith('/settings/your-'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('data');
});

test('settings: a wrong password in the change-email dialog shows under the password field', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: true });
  allow4xx(s);
  const u = await newAccount(s.page, 'sj');
  await logInToSettings(s.page, u.username);
  const { page } = s;
  await page.goto('/settings?section=account');
  await hydrated(page);
  await page.getByRole('link', { name: 'Change email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change email' });
  const email = `sj_new_${unique()}@example.org`;
  await dialog.getByLabel('New email', { exact: true }).fill(email);
  await dialog.getByLabel('Confirm new email').click();
  await expect(dialog.getByText('This email can be used.')).toBeVisible();
  await dialog.getByLabel('Confirm new email').fill(email);
  const password = dialog.getByLabel('Password', { exact: true });
  await password.fill('not-my-password-at-all');
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(password).toHaveAttribute('aria-invalid', 'true');
  const messageId = await password.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${messageId}"]`)).toHaveText('The password you entered is incorrect.');
  await expect(dialog.getByLabel('New email', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  await checkPage(s, 'change email wrong password');
});
