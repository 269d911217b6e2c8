/**
 * Copyright and image appeals in the browser: the DMCA notice focuses its first invalid field (with
 * JavaScript) and shows the same errors as a plain form (without); a story owner sees the flagged
 * label on their flagged cover, everyone else a placeholder, and the owner appeals it.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, LONG_STORY_ID, WRITER_USER_ID, WRITER_USERNAME } from '../seeds/fixtures';
import { COPYRIGHT_MESSAGES as M } from '../src/shared/copyright/messages';
import { IMAGE_APPEAL_MESSAGES as A } from '../src/shared/imageAppeal/messages';
import { expect, test } from './lib/fixtures';
import { withWorkerDb as withDb } from './lib/workerServer';

const TEXT_FIELDS: [string, string][] = [
  ['First name', 'Ada'],
  ['Last name', 'Quill'],
  ['Email', 'ada@example.com'],
  ['Address', '1 Ink Street'],
  ['Country', 'Ireland'],
  ['City', 'Dublin'],
  ['State / Province', 'Leinster'],
  ['Postal code', 'D01'],
  ['Phone number', '+353 1 555 0100'],
  ['Original work (URL or description)', 'https://example.com/my-novel'],
  ['URL(s) of the infringing material', `/story/${LONG_STORY_ID}`],
];

async function fillNotice(page: Page): Promise<void> {
  for (const [label, value] of TEXT_FIELDS) await page.getByLabel(label, { exact: true }).fill(value);
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByLabel(/Electronic signature/).fill('Ada Quill');
}

test('DMCA notice with JavaScript: the first invalid field gets the focus', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: true });
  const { page } = s;
  await page.goto(`/help/dmca?storyId=${LONG_STORY_ID}&reportedUser=${WRITER_USERNAME}`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByLabel('URL(s) of the infringing material')).toHaveValue(
    new RegExp(`/story/${LONG_STORY_ID}`),
  );
  const submit = page.getByRole('button', { name: M.dmcaSubmit });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(M.mandatory);
  await expect(page.getByLabel('First name', { exact: true })).toBeFocused();
  await page.getByLabel('First name', { exact: true }).fill('Ada');
  await page.getByLabel('Last name', { exact: true }).fill('Quill');
  await submit.click();
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await checkPage(s, 'dmca errors');
  await fillNotice(page);
  await submit.click();
  await expect(page.getByRole('status')).toHaveText(M.dmcaSent);
  await checkPage(s, 'dmca sent');
});

test('DMCA notice without JavaScript: the server shows the same errors, then sends', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: false });
  s.allow((text) => /status of 400/.test(text));
  const { page } = s;
  await page.goto('/help/dmca');
  await page.getByLabel('First name', { exact: true }).fill('Ada');
  await page.getByRole('button', { name: M.dmcaSubmit }).click();
  await expect(page.getByRole('alert')).toHaveText(M.mandatory);
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Ada');
  await expect(page.getByText(M.mandatory)).not.toHaveCount(0);
  await checkPage(s, 'dmca no-js errors');
  s.clearAllowed();
  await fillNotice(page);
  await page.getByRole('button', { name: M.dmcaSubmit }).click();
  await expect(page).toHaveURL(/\/help\/dmca\?sent=1$/);
  await expect(page.getByText(M.dmcaSent)).toBeVisible();
});

test('a flagged cover: the owner sees the label and appeals; others see a placeholder', async ({
  session,
  checkPage,
}) => {
  const visitor = await session({ javaScriptEnabled: true });
  const story = (await (
    await visitor.page.request.get(`/api/v3/stories/${LONG_STORY_ID}?fields=cover`)
  ).json()) as { cover: string };
  const cover = new URL(story.cover, 'http://x').pathname;
  await withDb(async (db) => {
    await db('flagged_images').where('image_url', cover).delete();
    await db('flagged_images').insert({
      image_url: cover,
      user_id: WRITER_USER_ID,
      reason: 'e2e',
      flagged_at: Date.now(),
      appeal_status: 'none',
    });
  });

  await visitor.page.goto(`/story/${LONG_STORY_ID}`);
  await expect(visitor.page.getByText(A.flaggedLabel)).toHaveCount(0);
  await expect(visitor.page.locator('article img').first()).toHaveAttribute('src', /^data:image\/svg/);

  const s = await session({ javaScriptEnabled: true });
  const { page } = s;
  await page.goto(`/login?nextUrl=${encodeURIComponent(`/story/${LONG_STORY_ID}`)}`);
  await page.getByLabel('Username or email').fill(WRITER_USERNAME);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await Promise.all([
    page.waitForURL((u) => u.pathname.startsWith(`/story/${LONG_STORY_ID}`)),
    page.getByRole('button', { name: 'Log in' }).click(),
  ]);
  await expect(page.getByText(A.flaggedLabel)).toBeVisible();
  await checkPage(s, 'story with a flagged cover');
  await page.getByRole('link', { name: A.appealLink }).click();
  await expect(page).toHaveURL(/\/image-appeal\?image_url=/);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const send = page.getByRole('button', { name: A.send });
  await expect(send).toBeDisabled();
  await page.getByLabel(A.reasonLabel).fill('This is the cover I drew myself.');
  await expect(send).toBeEnabled();
  await checkPage(s, 'image appeal form');
  await send.click();
  const ok = page.getByRole('link', { name: A.okGotIt });
  await expect(ok).toHaveAttribute('href', '/inbox');
  await checkPage(s, 'image appeal sent');

  // A second appeal of the same image answers with the spec's text.
  s.allow((text) => /status of 409/.test(text));
  await page.goto(`/image-appeal?image_url=${encodeURIComponent(cover)}`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByLabel(A.reasonLabel).fill('Again');
  await page.getByRole('button', { name: A.send }).click();
  await expect(page.getByRole('alert')).toHaveText(A.submitted);
  await withDb((db) => db('flagged_images').where('image_url', cover).delete());
});
