/**
 * Browser tests of moderation (issue 27 §3, §5): a system admin opens the staff tickets queue from
 * the header, opens a ticket, and times out the reported account — without JavaScript (the forms)
 * and with it (hydrated); the timed-out user still reads the part but cannot comment: the message.
 */
import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, LONG_STORY_PART_IDS } from '../seeds/fixtures';
import { allow4xx, logInToSettings, newAccount } from './lib/accounts';
import { expect, test } from './lib/fixtures';
import { withWorkerDb as withDb } from './lib/workerServer';

const TIMED_OUT = 'Your account is timed out until';

const ticketFor = (username: string): Promise<number> =>
  withDb(async (db) => {
    const [id] = (await db('support_tickets').insert({
      requester_name: 'Rosa',
      requester_email: 'rosa@example.org',
      report_type: 'user',
      reason: 'cyberbullying_harassment',
      subject: `Harassment by ${username}`,
      comment: 'Keeps sending me rude replies.',
      username,
      reported_location: `/user/${username}`,
      custom_fields: JSON.stringify([{ id: 'device', value: 'web' }]),
      status: 'open',
      created_at: new Date(),
    })) as number[];
    return Number(id);
  });

async function logInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login?nextUrl=/home');
  await page.getByLabel('Username or email').fill(ADMIN_USERNAME);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await Promise.all([
    page.waitForURL((u) => u.pathname === '/home'),
    page.getByRole('button', { name: 'Log in' }).click(),
  ]);
}

test('an admin times out a reported account from the queue; the user can read but not comment', async ({
  session,
  checkPage,
}) => {
  const userSession = await session({ javaScriptEnabled: false });
  allow4xx(userSession);
  const { username } = await newAccount(userSession.page, 'mod');
  const ticketId = await ticketFor(username);

  // Without JavaScript: the header's link, the queue, the ticket, the time-out form.
  const off = await session({ javaScriptEnabled: false });
  await logInAsAdmin(off.page);
  await Promise.all([
    off.page.waitForURL((u) => u.pathname === '/staff/tickets'),
    off.page.getByRole('link', { name: 'Tickets' }).click(),
  ]);
  await checkPage(off, 'staff tickets queue (JavaScript off)');
  await Promise.all([
    off.page.waitForURL((u) => u.pathname === `/staff/tickets/${ticketId}`),
    off.page.getByRole('link', { name: `#${ticketId}` }).click(),
  ]);
  await expect(off.page.getByRole('heading', { level: 1 })).toContainText(`Harassment by ${username}`);
  await expect(off.page.getByRole('link', { name: username })).toHaveAttribute('href', `/user/${username}`);
  await checkPage(off, 'staff ticket (JavaScript off)');
  await Promise.all([
    off.page.waitForURL((u) => u.searchParams.get('done') === 'timeout'),
    off.page.getByRole('button', { name: 'Time out for 2 days' }).click(),
  ]);
  await expect(off.page.getByRole('status')).toContainText('timed out for 2 days');
  await expect(off.page.getByText(/Timed out until/)).toBeVisible();

  // With JavaScript: the hydrated ticket page, marked resolved with the time-out.
  const on = await session({ javaScriptEnabled: true });
  await logInAsAdmin(on.page);
  await on.page.goto(`/staff/tickets/${ticketId}`);
  await on.page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(on.page.getByText(/Resolved by admin/)).toContainText('timeout');
  await checkPage(on, 'staff ticket (JavaScript on)');

  // The timed-out user reads the part, and the comment form answers with the message.
  const { page } = userSession;
  await logInToSettings(page, username);
  const partId = LONG_STORY_PART_IDS[2];
  await page.goto(`/${partId}`);
  await expect(page.locator('p[data-p-id]').first()).toBeVisible();
  await page.locator('#comments').getByRole('textbox').first().fill('Am I still allowed to talk?');
  await page.locator('#comments').getByRole('button', { name: 'Post' }).first().click();
  await expect(page.getByText(TIMED_OUT)).toBeVisible();
  await checkPage(userSession, 'comment refused while timed out');
});
