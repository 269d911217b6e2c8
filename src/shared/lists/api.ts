/**
 * Reading lists, library and story collections (reading-discovery.md §3 "Reading list", "Story
 * collections", §4, §7; API-COMPAT.md pagination). The API edge's zod schemas are in
 * `listsSchema.ts` (server only).
 */
import type { StoryCard } from '../stories/api';
import { wholePages } from '../common/wholePages';

/** A reading list (`GET /api/v3/lists/{id}`; in `/users/{username}/lists` without `stories`). */
export interface ReadingList {
  id: number;
  name: string;
  user: { name: string };
  numStories: number;
  /** The first story's cover URL ('' for an empty list). */
  cover: string;
  tags: string[];
  featured: boolean;
  stories?: StoryCard[];
}

/** A paginated answer (limit/offset, `total`, `nextUrl` null on the last page). */
export interface ListsPage {
  lists: ReadingList[];
  total: number;
  nextUrl: string | null;
}

export interface StoriesPage {
  stories: StoryCard[];
  total: number;
  nextUrl: string | null;
}

/** `POST /api/v3/lists/` answer. */
export interface CreatedList {
  id: number;
  name: string;
}

/** How many library stories the `/library` page loads at a time (the API's largest page). */
export const LIBRARY_PAGE_LIMIT = 100;
/** `/library?show=` beyond this is cut to it (a page of 1,000 stories; the server loads it in 10 calls). */
export const LIBRARY_SHOW_MAX = 1000;

/**
 * How many library stories `/library?show=N` shows: whole pages of LIBRARY_PAGE_LIMIT, at least
 * one, at most LIBRARY_SHOW_MAX. Its "Show more" link asks for one page more.
 */
export const libraryShown = (show: unknown): number => wholePages(show, LIBRARY_PAGE_LIMIT, LIBRARY_SHOW_MAX);

/** The key of the library in a story's collections map (the others are list ids). */
export const LIBRARY_COLLECTION = 'library';

/** `GET /v4/stories/collections?storyIds=`: per story id, collection id → membership. */
export type StoryCollections = Record<string, Record<string, boolean>>;

/** The list/library calls the sagas use (the viewer is the signed-in user). */
export interface ListsApi {
  /** `GET /api/v3/users/{username}/lists?offset=0&limit=200&fields=…` */
  forUser(username: string): Promise<ListsPage>;
  /** `POST /api/v3/lists/` (a name equal to an existing list's, ignoring case, reuses it). */
  create(name: string, storyId: string, csrfToken: string | null): Promise<CreatedList>;
  addStory(listId: number, storyId: string, csrfToken: string | null): Promise<void>;
  removeStory(listId: number, storyId: string, csrfToken: string | null): Promise<void>;
  addToLibrary(username: string, storyId: string, csrfToken: string | null): Promise<void>;
  removeFromLibrary(username: string, storyId: string, csrfToken: string | null): Promise<void>;
  /** `GET /v4/stories/collections?storyIds=` */
  collections(storyIds: readonly string[]): Promise<StoryCollections>;
  /** `GET /api/v3/lists/{id}` (with its stories): a list's page (`/list/{id}`, `/featured/{id}`). */
  get(id: number): Promise<ReadingList>;
  /** `GET /api/v3/users/{username}/library?offset=…&limit=…` (the owner only): the `/library` page. */
  library(username: string, page: { offset: number; limit: number }): Promise<StoriesPage>;
}
