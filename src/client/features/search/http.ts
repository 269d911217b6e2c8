import type { SearchApi, SearchStoriesAnswer, SearchUsersAnswer } from '../../../shared/search/api';
import {
  storySearchParams,
  RECENT_SEARCHES_COOKIE,
  RECENT_SEARCHES_MAX_AGE_S,
  SEARCH_USER_FIELDS,
} from '../../../shared/search/api';
import { encodeRecentSearches, isValidSearchTerm, pushRecentSearch } from '../../../shared/search/validation';
import { request } from '../../api/request';

/** Reads the `recent-searches` cookie (a JSON list, written by the server and by `rememberSearch`). */
export function readRecentCookie(cookie: string): string[] {
  const hit = cookie.split('; ').find((c) => c.startsWith(`${RECENT_SEARCHES_COOKIE}=`));
  if (!hit) return [];
  try {
    const v: unknown = JSON.parse(decodeURIComponent(hit.slice(RECENT_SEARCHES_COOKIE.length + 1)));
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Records a search in the `recent-searches` cookie, as the server does when it renders a
 * `/search/{term}` page: searches started by client-side navigation never reach that page route.
 * The cookie is the visitor's own display preference (not httpOnly, read by `recent()`), so the
 * browser writes it itself; no server state changes.
 */
export function rememberSearch(term: string): void {
  if (typeof document === 'undefined' || !isValidSearchTerm(term)) return;
  const list = pushRecentSearch(readRecentCookie(document.cookie), term);
  document.cookie = `${RECENT_SEARCHES_COOKIE}=${encodeRecentSearches(list)}; max-age=${RECENT_SEARCHES_MAX_AGE_S}; path=/; samesite=lax`;
}

/** Path and query of an absolute nextUrl (the API base decides the host). */
const relative = (url: string): string => {
  const u = new URL(url, 'http://x');
  return u.pathname + u.search;
};

const USER_FIELDS = SEARCH_USER_FIELDS.join(',');

/** A people-search path asking for the card fields (§7), whether or not the nextUrl carried them. */
const withUserFields = (path: string): string => {
  const u = new URL(path, 'http://x');
  if (!u.searchParams.get('fields')) u.searchParams.set('fields', USER_FIELDS);
  return u.pathname + u.search;
};

export function createSearchHttpApi(base: string): SearchApi {
  return {
    stories: (req) => {
      if (req.offset === 0) rememberSearch(req.query);
      return request<SearchStoriesAnswer>(base, `/v4/search/stories?${storySearchParams(req).toString()}`);
    },
    users: (req) => {
      if (req.offset === 0) rememberSearch(req.query);
      const params = new URLSearchParams({
        query: req.query,
        limit: String(req.limit),
        offset: String(req.offset),
        fields: USER_FIELDS,
      });
      return request<SearchUsersAnswer>(base, `/v4/search/users/?${params.toString()}`);
    },
    nextStories: (url) => request<SearchStoriesAnswer>(base, relative(url)),
    nextUsers: (url) => request<SearchUsersAnswer>(base, withUserFields(relative(url))),
    tag: (tag, limit, offset) =>
      request<SearchStoriesAnswer>(
        base,
        `/v4/tags/${encodeURIComponent(tag)}/stories?limit=${limit}&offset=${offset}`,
      ),
    tagAutocomplete: (term, exclude) =>
      request<string[]>(
        base,
        `/api/v3/autocomplete/tag?${new URLSearchParams({ term, exclude: exclude.join(',') }).toString()}`,
      ),
    recent: async () => (typeof document === 'undefined' ? [] : readRecentCookie(document.cookie)),
  };
}
