import type { SearchApi, SearchStoriesAnswer, SearchUsersAnswer } from '../../shared/api/search';
import { storySearchParams, RECENT_SEARCHES_COOKIE } from '../../shared/api/search';
import { request } from './http';

/** Reads the `recent-searches` cookie (a JSON list set by the server on each search). */
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

/** Path and query of an absolute nextUrl (the API base decides the host). */
const relative = (url: string): string => {
  const u = new URL(url, 'http://x');
  return u.pathname + u.search;
};

export function createSearchHttpApi(base: string): SearchApi {
  return {
    stories: (req) =>
      request<SearchStoriesAnswer>(base, `/v4/search/stories?${storySearchParams(req).toString()}`),
    users: (req) =>
      request<SearchUsersAnswer>(
        base,
        `/v4/search/users/?${new URLSearchParams({ query: req.query, limit: String(req.limit), offset: String(req.offset) }).toString()}`,
      ),
    nextStories: (url) => request<SearchStoriesAnswer>(base, relative(url)),
    nextUsers: (url) => request<SearchUsersAnswer>(base, relative(url)),
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
