/**
 * Search page sizes (reading-discovery §9): stories 15 (3 on mobile), people 20 on desktop (10 on
 * mobile); the skeletons use the same counts. The server cannot know the viewport, so the first page
 * a server renders uses the desktop sizes; in the browser a search started on a screen that matches
 * MOBILE_QUERY asks for the mobile sizes (the `limit` it sends is then carried by `nextUrl`, so
 * "More" keeps that size, and the "More" link's page URL carries `limit` too) — except people, whose
 * later pages are 10 on every screen (PEOPLE_MORE_PAGE_SIZE: the saga sets the nextUrl's limit).
 * A phone hydrating a server-rendered first page keeps the phone's page of it (SearchResultsPage).
 */
import { PEOPLE_PAGE_SIZE, PEOPLE_PAGE_SIZE_MOBILE, STORY_PAGE_SIZE, STORY_PAGE_SIZE_MOBILE } from './api';

/** The spec's narrow breakpoint (575 px). */
export const MOBILE_QUERY = '(max-width: 575px)';

export interface SearchPageSizes {
  stories: number;
  people: number;
}

export const searchPageSizes = (mobile: boolean): SearchPageSizes =>
  mobile
    ? { stories: STORY_PAGE_SIZE_MOBILE, people: PEOPLE_PAGE_SIZE_MOBILE }
    : { stories: STORY_PAGE_SIZE, people: PEOPLE_PAGE_SIZE };

/** True in a browser whose viewport is at most 575 px wide; false on the server (no window). */
export function isMobileViewport(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(MOBILE_QUERY).matches
  );
}

/**
 * A page URL's `limit` (the no-JavaScript "More" link of a phone-sized list carries it): only the
 * list's two page sizes are accepted; anything else means the default.
 */
export function pageLimitFromQuery(value: string | undefined, tab: 'stories' | 'people'): number | undefined {
  const n = Number(value);
  const allowed = [searchPageSizes(true)[tab], searchPageSizes(false)[tab]];
  return allowed.includes(n) ? n : undefined;
}

/** The `limit` of a nextUrl (absolute or relative), if any. */
export function limitOfUrl(url: string | null): number | undefined {
  if (!url) return undefined;
  const n = Number(new URL(url, 'http://x').searchParams.get('limit'));
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
