/** Search and tag pages of the page table (spread into PAGES before the part reader). */
import type { PageMeta } from '../common/pageMeta';
import { searchLandingRequested, searchRequested, tagBrowseRequested } from './actions';
import { pageLimitFromQuery } from './pageSize';
import { SEARCH_MESSAGES as sm } from './messages';
import { filtersFromQuery } from './query';
import { normaliseTag } from './validation';

export type SearchPageKey = 'search' | 'searchResults' | 'tagBrowse';

export const SEARCH_PAGES = {
  search: {
    pattern: /^\/search\/?$/,
    keys: [],
    loginRequired: false,
    preload: () => [searchLandingRequested()],
    title: sm.searchTitle,
  },
  searchResults: {
    pattern: /^\/search\/([^/]+)(?:\/(stories|people))?\/?$/,
    keys: ['term', 'tab'],
    loginRequired: false,
    preload: (m, q) => [
      searchRequested({
        term: m.params.term,
        tab: m.params.tab === 'people' ? 'people' : 'stories',
        filters: filtersFromQuery(q),
        offset: Math.max(0, Math.trunc(Number(q.offset)) || 0),
        limit: pageLimitFromQuery(q.limit, m.params.tab === 'people' ? 'people' : 'stories'),
      }),
    ],
    rules: ['title'],
  },
  tagBrowse: {
    pattern: /^\/stories\/([^/]+)\/?$/,
    keys: ['tag'],
    loginRequired: false,
    accepts: (p) => normaliseTag(p.tag) !== '',
    preload: (m, q) => [
      tagBrowseRequested({ tag: normaliseTag(m.params.tag), offset: Math.max(0, Number(q.offset) || 0) }),
    ],
    rules: ['title'],
  },
} satisfies Record<SearchPageKey, PageMeta>;
