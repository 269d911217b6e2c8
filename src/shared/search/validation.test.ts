import {
  encodeRecentSearches,
  pushRecentSearch,
  RECENT_SEARCH_COUNT,
  RECENT_SEARCHES_MAX_BYTES,
  SEARCH_TERM_MAX,
} from './validation';

describe('pushRecentSearch', () => {
  it('keeps the whole term (display cuts it), newest first, unique ignoring case, at most 10', () => {
    const long = 'the lighthouse keeper and the salt witch';
    expect(pushRecentSearch(['salt', 'Sea'], `  ${long} `)).toEqual([long, 'salt', 'Sea']);
    expect(pushRecentSearch(['salt', 'Sea'], 'SEA')).toEqual(['SEA', 'salt']);
    expect(pushRecentSearch(['salt'], '   ')).toEqual(['salt']);
    const many = Array.from({ length: 12 }, (_, i) => `t${i}`);
    expect(pushRecentSearch(many, 'new')).toHaveLength(RECENT_SEARCH_COUNT);
  });

  it('caps a term at the search limit without splitting a character', () => {
    expect(pushRecentSearch([], 'a'.repeat(500))[0]).toHaveLength(SEARCH_TERM_MAX);
    const cut = pushRecentSearch([], `${'a'.repeat(SEARCH_TERM_MAX - 1)}😀`)[0];
    expect(cut).toBe('a'.repeat(SEARCH_TERM_MAX - 1));
  });

  it('keeps the cookie small: drops the oldest terms, never the newest', () => {
    let list: string[] = [];
    for (let i = 0; i < RECENT_SEARCH_COUNT; i++) list = pushRecentSearch(list, `${i}${'海'.repeat(150)}`);
    expect(encodeRecentSearches(list).length).toBeLessThanOrEqual(RECENT_SEARCHES_MAX_BYTES);
    expect(list[0].startsWith('9')).toBe(true);
    expect(list.length).toBeGreaterThanOrEqual(1);
  });
});
