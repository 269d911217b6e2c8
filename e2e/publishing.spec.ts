/**
 * Browser tests of publishing (issue 28 #3, #4, #6): a writer starts a story, meets the story
 * details editor before the publish modal, publishes a part, schedules another (the story page
 * shows it scheduled; the database's clock is moved past its time and the server's scheduler
 * publishes it; a reader sees it scheduled, then published), uploads a cover and sees it on the
 * story page; without JavaScript the publish page's form publishes a part and the settings page's
 * form uploads a cover.
 */
import type { Knex } from 'knex';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, USERS } from '../seeds/fixtures';
import { expect, test } from './lib/fixtures';
import { withWorkerDb as withDb } from './lib/workerServer';

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

async function logIn(page: Page, username: string, nextPath: string): Promise<void> {
  await page.goto(`/login?nextUrl=${encodeURIComponent(nextPath)}`);
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await Promise.all([
    page.waitForURL((u) => u.pathname.startsWith(nextPath)),
    page.getByRole('button', { name: 'Log in' }).click(),
  ]);
}

/** Gives a story a tag (the story details publishing needs). */
async function tag(db: Knex, storyId: number, name: string): Promise<void> {
  let row = (await db('tags').where({ name }).first('id')) as { id: number } | undefined;
  if (!row) row = { id: Number((await db('tags').insert({ name }))[0]) };
  await db('story_tags').insert({ story_id: storyId, tag_id: row.id, position: 0 });
}

/** The first category's id. */
const firstCategory = async (db: Knex) =>
  Number(((await db('categories').orderBy('id').first('id')) as { id: number }).id);

const editorIds = (page: Page) => {
  const m = /\/myworks\/(\d+)\/write\/(\d+)/.exec(new URL(page.url()).pathname);
  if (!m) throw new Error(`not an editor address: ${page.url()}`);
  return { storyId: Number(m[1]), partId: Number(m[2]) };
};

test('publishing: details first, publish one part, schedule another, it goes out; upload a cover', async ({
  session,
  checkPage,
}) => {
  test.setTimeout(150_000);
  const s = await session({ javaScriptEnabled: true });
  const { page } = s;
  await logIn(page, USERS.dev.username, '/myworks');
  await hydrated(page);
  await Promise.all([
    page.waitForURL(/\/myworks\/\d+\/write\/\d+/),
    page.getByRole('button', { name: 'New story' }).first().click(),
  ]);
  await hydrated(page);
  const { storyId, partId: first } = editorIds(page);

  // An untitled story without details: the details editor's link, not the publish modal.
  const publish = page.getByTestId('publish-button');
  await expect(publish).toHaveText('Publish');
  await publish.click();
  const details = page.getByRole('dialog', { name: 'Finish your story details first' });
  await expect(details).toBeVisible();
  await expect(details.getByRole('link', { name: 'Edit story details' })).toHaveAttribute(
    'href',
    `/myworks/${storyId}`,
  );
  await checkPage(s, 'publish: story details first');
  await page.keyboard.press('Escape');

  await withDb(async (db) => {
    await db('stories')
      .where({ id: storyId })
      .update({
        title: 'The Tidewater Letters',
        description: 'Letters washed ashore, one a week.',
        category_id: await firstCategory(db),
        tag_names: JSON.stringify(['letters']),
      });
    await tag(db, storyId, 'letters');
  });

  // Publish now (the default without a schedule).
  await publish.click();
  const modal = page.getByRole('dialog', { name: 'Publish your part' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('radio', { name: 'Publish now' })).toBeChecked();
  await checkPage(s, 'publish modal');
  await modal.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Your part is published' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).last().click();
  await expect(publish).toHaveCount(0);

  // A second part, scheduled for tomorrow.
  await Promise.all([
    page.waitForURL((u) => /\/write\/\d+$/.test(u.pathname) && !u.pathname.endsWith(`/${first}`)),
    page.getByRole('button', { name: 'New part' }).click(),
  ]);
  await hydrated(page);
  const { partId: second } = editorIds(page);
  await expect(page.getByRole('textbox', { name: 'Part title' })).toHaveValue('Untitled Part');
  await page.getByTestId('publish-button').click();
  await expect(modal).toBeVisible();
  await modal.getByRole('radio', { name: 'Schedule to publish later' }).check();
  const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
  await modal.getByLabel('Publish date').fill(tomorrow);
  await modal.getByLabel('Publish time (UTC)').selectOption('10:15');
  const scheduleButton = modal.getByRole('button', { name: 'Schedule', exact: true });
  await expect(scheduleButton).toBeDisabled(); // the understanding box first
  await modal.getByRole('checkbox').check();
  await checkPage(s, 'publish modal: scheduler');
  await scheduleButton.click();
  const done = page.getByRole('dialog', { name: 'Your part is scheduled' });
  await expect(done).toBeVisible();
  await expect(done.getByRole('link', { name: 'Change schedule' })).toHaveAttribute(
    'href',
    `/myworks/${storyId}/write/${second}?triggerPublishingScheduler`,
  );
  await page.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByTestId('publish-button')).toHaveText('Change schedule');

  // The story page: the first part published, the second scheduled.
  await page.goto(`/story/${storyId}`);
  await expect(page.getByText(/Scheduled for .* 10:15AM/)).toBeVisible();
  await checkPage(s, 'story page with a scheduled part');
  // A reader (a visitor without JavaScript) sees it too, apart: its title and time, not a link.
  const reader = await session({ javaScriptEnabled: false });
  await reader.page.goto(`/story/${storyId}`);
  const comingSoon = reader.page.getByRole('list', { name: 'Coming soon' });
  await expect(comingSoon.getByText(/Scheduled for .* 10:15AM/)).toBeVisible();
  await expect(reader.page.locator(`a[href^="/${second}-"]`)).toHaveCount(0);
  await checkPage(reader, 'story page with a scheduled part, as a reader');

  // Its time comes (the database's record of it moves to a second ago): the scheduler publishes it.
  // (SQLite keeps datetimes as epoch milliseconds: src/server/db/dates.ts.)
  await withDb((db) =>
    db('parts')
      .where({ id: second })
      .update({ scheduled_publish_at: Date.now() - 1000 }),
  );
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/Scheduled for/)).toHaveCount(0);
    await expect(page.locator(`a[href^="/${second}-"]`).first()).toBeVisible();
  }).toPass({ timeout: 45_000, intervals: [2_000] });
  // The reader now has it as a part (a visitor's page may be cached for a few seconds).
  await expect(async () => {
    await reader.page.reload();
    await expect(reader.page.getByRole('list', { name: 'Coming soon' })).toHaveCount(0);
    await expect(reader.page.locator(`a[href^="/${second}-"]`).first()).toBeVisible();
  }).toPass({ timeout: 45_000, intervals: [2_000] });
  await reader.close();

  // A cover, uploaded on the story settings.
  await page.goto(`/myworks/${storyId}`);
  await hydrated(page);
  const png = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
  await page
    .locator('input[type="file"][name="cover"]')
    .setInputFiles({ name: 'cover.txt', mimeType: 'text/plain', buffer: png });
  await expect(page.getByText('Cover updated')).toBeVisible({ timeout: 20_000 });
  await checkPage(s, 'story settings with an uploaded cover');
  await page.goto(`/story/${storyId}`);
  const cover = page.locator(`img[src*="/img/cover/${storyId}-"][src*="-u"]`).first();
  await expect(cover).toBeVisible();
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await s.close();
});

test('publishing without JavaScript: the publish page’s form publishes a part', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: false });
  const { page } = s;
  const { storyId, partId } = await withDb(async (db) => {
    const now = Date.now();
    const user = (await db('users').where({ username: USERS.dev.username }).first('id')) as { id: number };
    const [story] = await db('stories').insert({
      user_id: user.id,
      title: 'Plain Harbour',
      description: 'A story published without scripts.',
      category_id: await firstCategory(db),
      tag_names: '["harbour"]',
      created_at: now,
      modified_at: now,
    });
    const [part] = await db('parts').insert({
      story_id: story,
      position: 1,
      title: 'Low tide',
      created_at: now,
      modified_at: now,
      draft: 1,
    });
    await db('part_texts').insert({ part_id: part, text_html: '' });
    await tag(db, Number(story), 'harbour');
    return { storyId: Number(story), partId: Number(part) };
  });
  const path = `/myworks/${storyId}/write/${partId}/publish`;
  await logIn(page, USERS.dev.username, path);
  await expect(page.getByRole('heading', { name: 'Publish your part' })).toBeVisible();
  await checkPage(s, 'publish page without JavaScript');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.waitForURL((u) => u.pathname === `/myworks/${storyId}/write/${partId}`);
  await page.goto(`/story/${storyId}`);
  await expect(page.locator(`a[href^="/${partId}-"]`).first()).toBeVisible();

  // A cover without JavaScript: the settings page's multipart form, back with the result.
  await page.goto(`/myworks/${storyId}`);
  const png = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#7a3e9d' } })
    .png()
    .toBuffer();
  const coverForm = page.locator(`form[action="/myworks/${storyId}/cover"]`);
  await coverForm
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await coverForm.getByRole('button', { name: 'Upload a cover' }).click();
  await page.waitForURL((u) => u.pathname === `/myworks/${storyId}` && u.search === '?cover=updated');
  await expect(page.getByText('Cover updated')).toBeVisible();
  await checkPage(s, 'story settings after a cover upload without JavaScript');
  await page.goto(`/story/${storyId}`);
  await expect(page.locator(`img[src*="/img/cover/${storyId}-"][src*="-u"]`).first()).toBeVisible();
  await s.close();
});
