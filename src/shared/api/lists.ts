/**
 * Reading lists, library and story collections (reading-discovery.md §3 "Reading list", "Story
 * collections", §4, §7; API-COMPAT.md pagination). Zod schemas validate the API edge with the
 * shared rules of `src/shared/validation/lists.ts`.
 */
import { z } from 'zod';
import { LISTS_MESSAGES as M } from '../messages/lists';
import { LIST_NAME_MAX, normaliseListName } from '../validation/lists';
import type { StoryCard } from './stories';

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

/** The key of the library in a story's collections map (the others are list ids). */
export const LIBRARY_COLLECTION = 'library';

/** `GET /v4/stories/collections?storyIds=`: per story id, collection id → membership. */
export type StoryCollections = Record<string, Record<string, boolean>>;

const storyId = z
  .number({ error: 'stories must be a story id' })
  .int('stories must be a story id')
  .positive('stories must be a story id');

/** `stories` as the client sends it: a story id, `"1,2"`, or an array of ids. */
export const storyIdsValue = z
  .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()], { error: M.missingStories })
  .transform((v) =>
    (Array.isArray(v) ? v : String(v).split(','))
      .map((x) => String(x).trim())
      .filter(Boolean)
      .map((x) => (/^\d{1,15}$/.test(x) ? Number(x) : NaN)),
  )
  .pipe(z.array(storyId).min(1, M.missingStories).max(200, 'At most 200 stories at once'));

export const createListBody = z.object({
  id: z.unknown().optional(),
  name: z
    .string({ error: M.emptyName })
    .transform(normaliseListName)
    .pipe(z.string().min(1, M.emptyName).max(LIST_NAME_MAX, M.nameTooLong)),
  featured: z.unknown().optional(),
  stories: storyIdsValue.optional(),
});

export const addStoriesBody = z.object({ stories: storyIdsValue });

/** Library add: `stories` or `id`. */
export const libraryBody = z
  .object({ stories: z.unknown().optional(), id: z.unknown().optional() })
  .transform((b) => ({ stories: b.stories ?? b.id }))
  .pipe(z.object({ stories: storyIdsValue }));

export const pageQuery = (maxLimit: number) =>
  z.object({
    limit: z.coerce.number().int('limit must be a whole number').min(1).max(maxLimit).default(10),
    offset: z.coerce.number().int('offset must be a whole number').min(0).default(0),
  });

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
}
