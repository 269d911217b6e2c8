/** reading-discovery §9 display rules, each at its boundary. */
import { COVER_WIDTHS, DEFAULT_COVER_WIDTH, AVATAR_SIZES, BACKGROUND_WIDTHS, pickWidth } from './media';
import { abbreviateNumber, formatReadTime, formatWhen, truncate } from './format';
import { TEXT_LIMITS } from './limits';
import { LIST_TAGS, listTags, pickTags } from './tags';

describe('K/M abbreviation boundaries', () => {
  it('switches to K at 1000 and to M at 1,000,000', () => {
    expect(abbreviateNumber(999)).toBe('999');
    expect(abbreviateNumber(1000)).toBe('1K');
    expect(abbreviateNumber(999_999)).toBe('999K');
    expect(abbreviateNumber(1_000_000)).toBe('1M');
    expect(abbreviateNumber(0)).toBe('0');
  });
});

describe('relative time under 24 hours, then "MMM DD, YYYY hh:mmA"', () => {
  const now = Date.parse('2026-03-05T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  it('is relative at 23 h 59 min and absolute at 24 h', () => {
    expect(formatWhen(ago(23 * 3600_000 + 59 * 60_000), now)).toBe('23 hours ago');
    expect(formatWhen(ago(24 * 3600_000), now)).toBe('Mar 04, 2026 12:00PM');
    expect(formatWhen(ago(59 * 60_000), now)).toBe('59 minutes ago');
    expect(formatWhen(ago(60 * 60_000), now)).toBe('1 hour ago');
  });
});

describe('read time', () => {
  it('is "<5 mins" up to 4 minutes and minutes from 5', () => {
    expect(formatReadTime(4)).toBe('<5 mins');
    expect(formatReadTime(5)).toBe('5 mins');
    expect(formatReadTime(59)).toBe('59 mins');
    expect(formatReadTime(60)).toBe('1 hr');
  });
});

describe('truncation limits', () => {
  const text = (n: number) => 'word '.repeat(Math.ceil(n / 5)).slice(0, n);
  it.each(
    Object.entries({
      storyItemTitle: 35,
      storyItemAuthor: 30,
      storyItemDescription: 170,
      similarStoryTitle: 45,
      similarListDescription: 100,
      similarCardDescription: 200,
      previewDescription: 220,
      previewCardDescription: 400,
      spotlightDescription: 290,
      recentSearchTerm: 30,
    }),
  )('%s keeps %i characters and cuts one more with an ellipsis', (key, limit) => {
    expect(TEXT_LIMITS[key as keyof typeof TEXT_LIMITS]).toBe(limit);
    expect(truncate(text(limit), limit)).toBe(text(limit));
    const cut = truncate(text(limit + 1), limit);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(limit);
  });
  it('has the width-dependent limits of the spec', () => {
    expect(TEXT_LIMITS.heroDescription).toEqual({ wide: 500, medium: 250, narrow: 100 });
    expect(TEXT_LIMITS.heroTitle).toEqual({ wide: 200, narrow: 60 });
    expect(TEXT_LIMITS.headerStoryTitle).toEqual({ wide: 36, narrow: 22 });
    expect(TEXT_LIMITS.headerAuthor).toEqual({ wide: 36, narrow: 16 });
  });
});

describe('tag lists', () => {
  it('shows up to 3 tags, a stable pick of 3 and "+N more" beyond', () => {
    expect(pickTags(['a', 'b', 'c'], '7')).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    const five = ['one', 'two', 'three', 'four', 'five'];
    const pick = pickTags(five, '7');
    expect(pick.shown).toHaveLength(3);
    expect(pick.more).toBe(2);
    expect(pickTags(five, '7')).toEqual(pick); // same story, same pick (server and client agree)
    expect(pick.shown.every((t) => five.includes(t))).toBe(true);
  });
  it('chooses tags shorter than 18 characters (10 on narrow cards)', () => {
    const tags = ['short', 'seventeen-chars-x', 'eighteen-chars-xyz'];
    expect(pickTags(tags, '1')).toEqual({ shown: ['short', 'seventeen-chars-x'], more: 1 });
    expect(pickTags(tags, '1', 3, 10)).toEqual({ shown: ['short'], more: 2 });
  });
});

describe("a reading list's tags", () => {
  it('ranks the tags its stories share, most common first, ties in the order first seen, at most 5', () => {
    const stories = [
      ['fantasy', 'magic', 'queen'],
      ['mystery', 'magic', 'magic'], // a tag twice on one story counts once
      ['fantasy', 'royalty', 'magic'],
      ['secrets', 'detective'],
    ];
    expect(listTags(stories)).toEqual(['magic', 'fantasy', 'queen', 'mystery', 'royalty']);
    expect(listTags([])).toEqual([]);
  });
  it('reads only the first 50 stories', () => {
    const first = Array.from({ length: LIST_TAGS.sample }, () => ['early']);
    expect(listTags([...first, ['late'], ['late']])).toEqual(['early']);
  });
});

describe('image sizes', () => {
  it('serves covers only at the spec widths (default 200), avatars and backgrounds at theirs', () => {
    expect(COVER_WIDTHS).toEqual([64, 80, 100, 128, 144, 160, 176, 200, 208, 256, 288, 352, 368, 416, 512]);
    expect(DEFAULT_COVER_WIDTH).toBe(200);
    expect(pickWidth(101)).toBe(128);
    expect(pickWidth(2000)).toBe(512);
    expect(AVATAR_SIZES).toEqual([24, 32, 42, 64, 128, 256]);
    expect(BACKGROUND_WIDTHS).toEqual([320, 360, 640, 1920]);
  });
});
