/**
 * Search contracts (reading-discovery §2 "Search page", §3, §9; API-COMPAT.md):
 * `GET /v4/search/stories`, `GET /v4/search/users/`, `GET /api/v3/autocomplete/tag`.
 */
import type { Story, StoryCard } from '../stories/api';

/** A story result: the card plus what the result row shows (language for read time, updated date). */
export type SearchStory = StoryCard & Pick<Story, 'language' | 'length' | 'modifyDate' | 'paidModel'>;

export interface TagFacet {
  name: string;
  count: number;
}

export interface SearchStoriesAnswer {
  stories: SearchStory[];
  total: number;
  /** Same query with offset + limit; null on the last page. */
  nextUrl: string | null;
  /** Tags most common among the best matches (facets for the refiner). */
  tags: TagFacet[];
}

/** Search user card (§3): counts from our data; `following` is whether the viewer follows them (false for visitors). */
export interface SearchUser {
  username: string;
  name: string;
  avatar: string;
  description: string;
  numLists: number;
  numFollowers: number;
  numStoriesPublished: number;
  badges: string[];
  following: boolean;
}

export interface SearchUsersAnswer {
  users: SearchUser[];
  total: number;
  nextUrl: string | null;
}

export const UPDATED_FILTERS = ['anytime', 'day', 'week', 'month', 'year'] as const;
export type UpdatedFilter = (typeof UPDATED_FILTERS)[number];

/** Length filters by number of published parts (`any`, 1-10, 10-20, 20-50, more than 50 as `50+`). */
export const LENGTH_FILTERS = ['any', '1-10', '10-20', '20-50', '50+'] as const;
export type LengthFilter = (typeof LENGTH_FILTERS)[number];

/** The filters of a story search, as the page's GET form and the API both spell them. */
export interface StorySearchFilters {
  updated: UpdatedFilter;
  length: LengthFilter;
  /** `filter=complete` */
  completedOnly: boolean;
  /** `mature=false` */
  hideMature: boolean;
  hideFree: boolean;
  hidePaid: boolean;
  hideOriginals: boolean;
  /** Refiner tags: every one must be on the story. */
  tags: string[];
}

export const DEFAULT_FILTERS: StorySearchFilters = {
  updated: 'anytime',
  length: 'any',
  completedOnly: false,
  hideMature: false,
  hideFree: false,
  hidePaid: false,
  hideOriginals: false,
  tags: [],
};

export interface StorySearchRequest {
  query: string;
  limit: number;
  offset: number;
  filters: StorySearchFilters;
}

/** Sets the filter parameters that differ from the defaults (API and page URLs use the same names). */
export function setFilterParams(p: URLSearchParams, f: StorySearchFilters): URLSearchParams {
  if (f.updated !== 'anytime') p.set('updated', f.updated);
  if (f.length !== 'any') p.set('length', f.length);
  if (f.completedOnly) p.set('filter', 'complete');
  if (f.hideMature) p.set('mature', 'false');
  if (f.hideFree) p.set('hideFree', '1');
  if (f.hidePaid) p.set('hidePaid', '1');
  if (f.hideOriginals) p.set('hideOriginals', '1');
  if (f.tags.length > 0) p.set('tags', f.tags.join(','));
  return p;
}

/** Query string of a story search. */
export function storySearchParams(req: StorySearchRequest): URLSearchParams {
  const p = new URLSearchParams();
  p.set('query', req.query);
  p.set('limit', String(req.limit));
  p.set('offset', String(req.offset));
  return setFilterParams(p, req.filters);
}

/** The search part of the API contract (sagas get it injected). */
export interface SearchApi {
  stories(req: StorySearchRequest): Promise<SearchStoriesAnswer>;
  users(req: { query: string; limit: number; offset: number }): Promise<SearchUsersAnswer>;
  /** Follow a `nextUrl` from an earlier answer. */
  nextStories(nextUrl: string): Promise<SearchStoriesAnswer>;
  nextUsers(nextUrl: string): Promise<SearchUsersAnswer>;
  /** Stories carrying a tag (`/stories/{tag}` browse page). */
  tag(tag: string, limit: number, offset: number): Promise<SearchStoriesAnswer>;
  tagAutocomplete(term: string, exclude: string[]): Promise<string[]>;
  /** Recent search terms of this visitor (the `recent-searches` cookie), newest first. */
  recent(): Promise<string[]>;
}

/**
 * The user card fields the people search asks for (§7 `GET /v4/search/users/?…&fields=…`): every
 * field of SearchUser, so the answer still has all the card shows.
 */
export const SEARCH_USER_FIELDS = [
  'username',
  'name',
  'avatar',
  'description',
  'numLists',
  'numFollowers',
  'numStoriesPublished',
  'badges',
  'following',
] as const satisfies readonly (keyof SearchUser)[];

/**
 * Page sizes (§9): stories 15 (3 on mobile); people: the first page 20 on desktop (10 on mobile),
 * every later page ("More") 10, the user page size.
 */
export const STORY_PAGE_SIZE = 15;
export const STORY_PAGE_SIZE_MOBILE = 3;
/** The first page of people on desktop. */
export const PEOPLE_PAGE_SIZE = 20;
/** The first page of people on mobile. */
export const PEOPLE_PAGE_SIZE_MOBILE = 10;
/**
 * Each "More" page of people. The server's nextUrl keeps the request's `limit` (API-COMPAT.md: the
 * same query with offset + limit), so the client sets this `limit` on the nextUrl it follows.
 */
export const PEOPLE_MORE_PAGE_SIZE = 10;
export const TAG_PAGE_SIZE = 15;
export const RECENT_SEARCHES_COOKIE = 'recent-searches';
/** The recent-searches cookie lives a year (the server and the browser both write it). */
export const RECENT_SEARCHES_MAX_AGE_S = 365 * 86_400;
