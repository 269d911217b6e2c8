/**
 * A visitor's journeys through the sign-up prompt (issue 24 #1, #2, #4): from a profile, Follow →
 * the prompt → log in (or sign up) with email → back on the profile, following (the follow they
 * asked for was done by the log-in / sign-up itself); sign-up passes through onboarding (/start)
 * first. The same for Vote on a part. With JavaScript off the same through the page forms.
 * Every request of the session must succeed: a refused form or password check (403) fails the test.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, LONG_STORY_PART_IDS, USERS } from '../seeds/fixtures';
import { expect, test, type Session } from './lib/fixtures';

const WRITER = USERS.ava.username;
const PROFILE = `/user/${WRITER}`;
const PASSWORDS_MATCH = 'Great, passwords match!';
const PASSWORD = 'lantern-harbour-9 quietly';

const unique = () => Math.random().toString(36).slice(2, 8);
const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
const pathOf = (page: Page) => new URL(page.url()).pathname;

async function headerUser(page: Page): Promise<string | null> {
  // The site header's (the profile's own header shows the writer's name too).
  const name = page.getByRole('banner').locator('a[class*="username"]');
  return (await name.count()) ? (await name.innerText()).trim() : null;
}

/**
 * Back on the profile, signed in, already following without pressing anything (these accounts
 * follow no one before): Unfollow shows, and still after a reload (the follow was stored). The
 * follower count is not compared: a visitor's copy of the profile may come from the page cache.
 */
async function expectFollowing(page: Page) {
  for (const reload of [false, true]) {
    if (reload) await page.reload();
    const unfollow = page.locator('main').getByRole('button', { name: 'Unfollow', exact: true });
    await unfollow.waitFor();
    expect(await unfollow.getAttribute('aria-pressed')).toBe('true');
  }
}

/** Visitor on the profile, JavaScript on: Follow opens the sign-up prompt (and the count before). */
async function openPrompt(s: Session) {
  const { page } = s;
  expect((await page.goto(PROFILE))?.status()).toBe(200);
  await hydrated(page);
  await page.locator('main').getByRole('link', { name: 'Follow', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

/** Fills the sign-up form in `scope` up to Confirm password (the consent box left unticked). */
async function fillSignup(scope: ReturnType<Page['locator']>, u: { email: string; username: string }) {
  await scope.getByLabel('Email', { exact: true }).fill(u.email);
  await scope.getByLabel('Username', { exact: true }).fill(u.username);
  await scope.getByLabel('Month').selectOption('6');
  await scope.getByLabel('Day').selectOption('14');
  await scope.getByLabel('Year').selectOption(String(new Date().getUTCFullYear() - 25));
  await scope.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await scope.getByLabel('Confirm password').fill(PASSWORD);
}

/** Onboarding after sign-up: a genre, Finish, All done, Start reading → back where the visitor was. */
async function onboardBackTo(page: Page, next: string, javaScript: boolean) {
  await page.waitForURL((u) => u.pathname === '/start' || u.pathname === '/start/success');
  if (pathOf(page) === '/start') {
    if (javaScript) await hydrated(page);
    await page.getByRole('checkbox', { name: /^Fantasy/ }).check();
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/start/success'),
      page.getByRole('button', { name: 'Finish' }).click(),
    ]);
  }
  await page.getByRole('heading', { name: 'All done' }).waitFor();
  const start = page.getByRole('link', { name: 'Start reading' });
  expect(await start.getAttribute('href')).toBe(next);
  await Promise.all([page.waitForURL((u) => u.pathname === next), start.click()]);
}

test('visitor journeys: Follow → prompt → Log in with email → back on the profile, following', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: true });
  const { page } = s;
  const dialog = await openPrompt(s);
  await dialog.getByRole('link', { name: 'Log in', exact: true }).click();
  await dialog.getByRole('button', { name: 'Log in with email' }).click();
  await dialog.getByLabel('Username or email').fill(USERS.rosa.username);
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await checkPage(s, 'prompt-login');
  await Promise.all([
    page.waitForURL((u) => u.pathname === PROFILE),
    dialog.getByRole('button', { name: 'Log in', exact: true }).click(),
  ]);
  await hydrated(page);
  expect(await headerUser(page), 'signed in, back on the profile').toBe(USERS.rosa.username);
  await expectFollowing(page);
  await checkPage(s, 'profile-following');
  await s.close();
});

test('visitor journeys: Follow → prompt → Sign up with email (first clicks land) → /start → back', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: true });
  const { page } = s;
  const dialog = await openPrompt(s);
  await dialog.getByRole('link', { name: 'Sign up with email' }).click();
  const u = { email: `prompt_${unique()}@example.org`, username: `prompt_${unique()}` };
  await fillSignup(dialog, u);
  // The password check is not refused: its verdict shows in the prompt.
  await dialog.getByText(/^Strength: /).waitFor();
  // Focus is still in Confirm password: the first click on the consent box must land, though
  // leaving the field shows "Great, passwords match!" above it.
  const consent = dialog.getByLabel(/I agree to the/);
  await consent.click();
  await dialog.getByText(PASSWORDS_MATCH).waitFor();
  expect(await consent.isChecked(), 'the first click on the consent box landed').toBe(true);
  await checkPage(s, 'prompt-signup');
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/start' || url.pathname === '/start/success'),
    dialog.getByRole('button', { name: 'Sign up' }).click(),
  ]);
  expect(new URL(page.url()).searchParams.get('nextUrl')).toBe(PROFILE);
  await onboardBackTo(page, PROFILE, true);
  await hydrated(page);
  expect(await headerUser(page), 'signed up, back on the profile').toBe(u.username);
  await expectFollowing(page);
  await s.close();
});

test('visitor journeys: on /signup, the first click on Sign up after Confirm password lands', async ({
  session,
}) => {
  const s = await session({ javaScriptEnabled: true });
  const { page } = s;
  await page.goto(`/signup?nextUrl=${encodeURIComponent(PROFILE)}`);
  await hydrated(page);
  const u = { email: `direct_${unique()}@example.org`, username: `direct_${unique()}` };
  const form = page.locator('main');
  await fillSignup(form, u);
  await form.getByText(/^Strength: /).waitFor();
  await form.getByLabel(/I agree to the/).check();
  await form.getByLabel('Confirm password').focus();
  // One click, straight from Confirm password: it must submit the form.
  await Promise.all([
    page.waitForURL((url) => url.pathname.startsWith('/start'), { timeout: 10_000 }),
    form.getByRole('button', { name: 'Sign up' }).click(),
  ]);
  await s.close();
});

test('visitor journeys: JavaScript off — Follow → log in → back on the profile, following; sign up → /start → back', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: false });
  const { page } = s;
  expect((await page.goto(PROFILE))?.status()).toBe(200);
  await Promise.all([
    page.waitForURL((u) => u.pathname === '/login'),
    page.locator('main').getByRole('link', { name: 'Follow', exact: true }).click(),
  ]);
  expect(new URL(page.url()).searchParams.get('nextUrl')).toBe(PROFILE);
  expect(new URL(page.url()).searchParams.get('intent')).toBe(`follow:${WRITER}`);
  await page.getByLabel('Username or email').fill(USERS.dev.username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await Promise.all([
    page.waitForURL((u) => u.pathname === PROFILE),
    page.getByRole('button', { name: 'Log in' }).click(),
  ]);
  expect(await headerUser(page)).toBe(USERS.dev.username);
  await expectFollowing(page);
  await checkPage(s, 'profile-following-nojs');
  await s.close();

  // Sign up instead: Follow → log-in page → "Sign up" → the sign-up form carries the follow on.
  const v = await session({ javaScriptEnabled: false });
  const p = v.page;
  await p.goto(PROFILE);
  await Promise.all([
    p.waitForURL((u) => u.pathname === '/login'),
    p.locator('main').getByRole('link', { name: 'Follow', exact: true }).click(),
  ]);
  await Promise.all([
    p.waitForURL((u) => u.pathname === '/signup'),
    p.getByRole('link', { name: "Don't have an account? Sign up" }).click(),
  ]);
  expect(new URL(p.url()).searchParams.get('intent')).toBe(`follow:${WRITER}`);
  const u = { email: `nojs_${unique()}@example.org`, username: `nojs_${unique()}` };
  await fillSignup(p.locator('main'), u);
  await p.getByLabel(/I agree to the/).check();
  await p.getByRole('button', { name: 'Sign up' }).click();
  await onboardBackTo(p, PROFILE, false);
  expect(await headerUser(p)).toBe(u.username);
  await expectFollowing(p);
  await v.close();
});

/** The part's vote count as its Vote button shows it. */
const votes = async (page: Page) =>
  Number((await page.locator('main [class*="voteCount"]').first().innerText()).replace(/\D/g, ''));

/** Back on the part, signed in, already voted: Voted, one vote more, also after a reload. */
async function expectVoted(page: Page, before: number, javaScript: boolean) {
  for (const reload of [false, true]) {
    if (reload) await page.reload();
    if (javaScript) await hydrated(page);
    const voted = page.locator('main').getByRole('button', { name: /^\W*Voted/ });
    await voted.waitFor();
    expect(await voted.getAttribute('aria-pressed')).toBe('true');
    expect(await votes(page), 'one more vote').toBe(before + 1);
  }
}

test('visitor journeys: Vote on a part → prompt → Log in → back on the part, voted; JavaScript off too', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: true });
  const { page } = s;
  expect((await page.goto(`/${LONG_STORY_PART_IDS[25]}`))?.status()).toBe(200);
  const part = pathOf(page);
  await hydrated(page);
  const before = await votes(page);
  await page.locator('main').getByRole('link', { name: /Vote/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('link', { name: 'Log in', exact: true }).click();
  await dialog.getByRole('button', { name: 'Log in with email' }).click();
  await dialog.getByLabel('Username or email').fill(USERS.celine.username);
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await Promise.all([
    page.waitForURL((u) => u.pathname === part),
    dialog.getByRole('button', { name: 'Log in', exact: true }).click(),
  ]);
  await expectVoted(page, before, true);
  await checkPage(s, 'part-voted');
  await s.close();

  // Without JavaScript: Vote is a log-in link carrying the vote; log in → back on the part, voted.
  const v = await session({ javaScriptEnabled: false });
  const p = v.page;
  await p.goto(`/${LONG_STORY_PART_IDS[26]}`);
  const other = pathOf(p);
  const count = await votes(p);
  await Promise.all([
    p.waitForURL((u) => u.pathname === '/login'),
    p.locator('main').getByRole('link', { name: /Vote/ }).click(),
  ]);
  await p.getByLabel('Username or email').fill(USERS.bram.username);
  await p.getByLabel('Password').fill(DEMO_PASSWORD);
  await Promise.all([
    p.waitForURL((u) => u.pathname === other),
    p.getByRole('button', { name: 'Log in' }).click(),
  ]);
  await expectVoted(p, count, false);
  await v.close();
});
