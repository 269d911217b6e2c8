import { DEFAULT_FILTERS, storySearchParams, type StorySearchFilters } from './api';
import { storySearchQuerySchema } from './schema';
import { filtersFromQuery, filtersToQuery } from './query';
import { limitOfUrl, pageLimitFromQuery } from './pageSize';

const ALL: StorySearchFilters = {
  updated: 'week',
  length: '20-50',
  completedOnly: true,
  hideMature: true,
  hideFree: false,
  hidePaid: true,
  hideOriginals: true,
  tags: ['magic', 'slowburn'],
};

const queryOf = (qs: string): Record<string, string> => Object.fromEntries(new URLSearchParams(qs));

describe('search filters round-trip', () => {
  it('through the page URL (the filter form, the refiner and the More link)', () => {
    expect(filtersFromQuery(queryOf(filtersToQuery(ALL)))).toEqual(ALL);
    expect(filtersFromQuery(queryOf(filtersToQuery({ ...ALL, hidePaid: false, hideFree: true })))).toEqual({
      ...ALL,
      hidePaid: false,
      hideFree: true,
    });
    expect(filtersToQuery(DEFAULT_FILTERS)).toBe('');
  });

  it('through the API query and its nextUrl', () => {
    const params = storySearchParams({ query: 'salt', limit: 3, offset: 3, filters: ALL });
    const parsed = storySearchQuerySchema.parse(queryOf(params.toString()));
    expect(parsed).toEqual({ query: 'salt', limit: 3, offset: 3, filters: ALL });
  });

  it('page URLs accept only the two page sizes of a list as limit', () => {
    expect(pageLimitFromQuery('3', 'stories')).toBe(3);
    expect(pageLimitFromQuery('15', 'stories')).toBe(15);
    expect(pageLimitFromQuery('100', 'stories')).toBeUndefined();
    expect(pageLimitFromQuery('10', 'people')).toBe(10);
    expect(pageLimitFromQuery('3', 'people')).toBeUndefined();
    expect(limitOfUrl('http://x/v4/search/stories?query=a&limit=3&offset=6')).toBe(3);
    expect(limitOfUrl(null)).toBeUndefined();
  });
});
