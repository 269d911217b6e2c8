/** Zod schemas of the lists/library API edge (server only: keeps zod out of the browser bundle). */
import { z } from 'zod';
import { limitParam, offsetParam } from '../common/paging';
import { LISTS_MESSAGES as M } from './messages';
import { LIST_NAME_MAX, normaliseListName } from './validation';

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

/** `GET /v4/stories/collections?storyIds=` (errors name the parameter). */
export const collectionsQuery = z.object({ storyIds: storyIdsValue });

/** Library add: `stories` or `id`. */
export const libraryBody = z
  .object({ stories: z.unknown().optional(), id: z.unknown().optional() })
  .transform((b) => ({ stories: b.stories ?? b.id }))
  .pipe(z.object({ stories: storyIdsValue }));

/** `limit` over `maxLimit` is capped to it (src/shared/common/paging.ts). */
export const pageQuery = (maxLimit: number) =>
  z.object({ limit: limitParam(maxLimit), offset: offsetParam() });
