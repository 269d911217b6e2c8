/** Search and tag pages of the route table (spread into ROUTES before the part reader). */
import type { RouteDef } from '../routes';
import { searchLandingRequested, searchRequested, tagBrowseRequested } from './actions';
import { pageLimitFromQuery } from './pageSize';
import { filtersFromQuery } from './query';
import { normaliseTag } from './validation';

export type SearchPageKey = 'search' | 'searchResults' | 'tagBrowse';

export const SEARCH_ROUTES: readonly RouteDef[] = [
  {
    page: 'search',
    pattern: /^\/search\/?$/,
    keys: [],
    loginRequired: false,
    preload: () => [searchLandingRequested()],
  },
  {
    page: 'searchResults',
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
  },
  {
    page: 'tagBrowse',
    pattern: /^\/stories\/([^/]+)\/?$/,
    keys: ['tag'],
    loginRequired: false,
    accepts: (p) => normaliseTag(p.tag) !== '',
    preload: (m, q) => [
      tagBrowseRequested({ tag: normaliseTag(m.params.tag), offset: Math.max(0, Number(q.offset) || 0) }),
    ],
  },
];
