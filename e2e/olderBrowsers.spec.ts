/**
 * Phones with older browsers (package.json browserslist: iOS 12, Chrome 61) lay out `gap` in grids
 * but not in flex rows. Chromium stands in for one here: every flex container's gap is set to 0,
 * and the stylesheets' `@supports not (inset: 0)` blocks (scripts/flexGapFallback.ts), which only
 * such browsers apply, are made to apply. The rows must keep their spacing.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './lib/fixtures';

/** Space between two elements on one line, in px (negative when they overlap). */
async function spaceBetween(page: Page, left: string, right: string): Promise<number> {
  const a = await page.locator(left).first().boundingBox();
  const b = await page.locator(right).first().boundingBox();
  if (!a || !b) throw new Error(`${left} and ${right} are not both on the page`);
  return Math.round(b.x - (a.x + a.width));
}

/** No flex gap, as in Safari < 14.1 / Chrome < 84 (grids keep theirs). */
const dropFlexGaps = (page: Page) =>
  page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(el).display.includes('flex')) el.style.setProperty('gap', '0', 'important');
    }
  });

/** The server sends such a browser the legacy build, whose CSS carries the fallbacks. */
const IOS_12 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1';

const BRAND = 'header a[aria-label$=" home"]';
const BROWSE = 'header nav[aria-label="Main"] a';
const FIRST_RESULT_META = 'section[aria-label="Stories"] li [class*="meta"] > span';

test('older browsers: flex rows keep their spacing where gap is not laid out (JavaScript off)', async ({
  session,
  checkPage,
}) => {
  const s = await session({ javaScriptEnabled: false, userAgent: IOS_12 });
  const { page } = s;
  expect((await page.goto('/search/years'))?.status()).toBe(200);
  const modern = await spaceBetween(page, BRAND, BROWSE);
  expect(modern >= 16, `the header's brand and Browse are apart (${modern} px)`).toBeTruthy();

  // Without the fallback, an old browser runs them together: what the fallback is for.
  await dropFlexGaps(page);
  expect(await spaceBetween(page, BRAND, BROWSE), 'no gap and no fallback: touching').toBe(0);

  await page.route('**/assets/*.css', async (route) => {
    const res = await route.fetch();
    const css = (await res.text()).replaceAll('@supports not (inset:0)', '@supports (display:block)');
    await route.fulfill({ response: res, body: css });
  });
  await page.reload();
  await dropFlexGaps(page);
  expect(await spaceBetween(page, BRAND, BROWSE), 'the header keeps its spacing').toBe(modern);
  const metaGap = await spaceBetween(page, FIRST_RESULT_META, `${FIRST_RESULT_META} + span`);
  expect(metaGap >= 8, `a result's "by author" and "N reads" are apart (${metaGap} px)`).toBeTruthy();
  await checkPage(s, 'older browser search results');
});
