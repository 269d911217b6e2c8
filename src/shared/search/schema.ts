/** zod schemas of the search API's query strings (validated at the edge, DESIGN.md §6). */
import { z } from 'zod';
import { limitParam, offsetParam } from '../common/paging';
import { SEARCH_MESSAGES } from './messages';
import { parseRefinerTags, SEARCH_TERM_MAX } from './validation';
import { LENGTH_FILTERS, UPDATED_FILTERS, type StorySearchRequest } from './api';

const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);
/**
 * An optional parameter's value: a blank one (`limit=&mature=`, as API-COMPAT.md writes the call)
 * is the parameter left out, so it takes its default.
 */
const given = (v: unknown): unknown => {
  const x = first(v);
  return typeof x === 'string' && x.trim() === '' ? undefined : x;
};
const boolish = z.preprocess(given, z.enum(['true', 'false', '1', '0']).optional());
const isTrue = (v: string | undefined): boolean => v === 'true' || v === '1';

const query = z.preprocess(
  first,
  z.string().trim().min(1, 'Search query cannot be empty').max(SEARCH_TERM_MAX),
);
/** Over 100 is capped to 100 (src/shared/common/paging.ts). */
const limit = z.preprocess(given, limitParam(100));
const offset = z.preprocess(given, offsetParam(100_000));

export const storySearchQuerySchema = z
  .object({
    query,
    limit,
    offset,
    mature: boolish,
    filter: z.preprocess(given, z.enum(['complete']).optional()),
    paid: boolish,
    hideFree: boolish,
    hidePaid: boolish,
    hideOriginals: boolish,
    updated: z.preprocess(given, z.enum(UPDATED_FILTERS).default('anytime')),
    length: z.preprocess(given, z.enum(LENGTH_FILTERS).default('any')),
    tags: z.preprocess(given, z.string().max(500).optional()),
  })
  .transform((q): StorySearchRequest => {
    const paid = q.paid === undefined ? undefined : isTrue(q.paid);
    return {
      query: q.query,
      limit: q.limit,
      offset: q.offset,
      filters: {
        updated: q.updated,
        length: q.length,
        completedOnly: q.filter === 'complete',
        hideMature: q.mature !== undefined && !isTrue(q.mature),
        hideFree: isTrue(q.hideFree) || paid === true,
        hidePaid: isTrue(q.hidePaid) || paid === false,
        hideOriginals: isTrue(q.hideOriginals),
        tags: parseRefinerTags(q.tags),
      },
    };
  })
  .refine((r) => !(r.filters.hideFree && r.filters.hidePaid), {
    message: SEARCH_MESSAGES.freeAndPaid,
    path: ['hidePaid'],
  });

export const userSearchQuerySchema = z.object({ query, limit, offset });

export const tagAutocompleteSchema = z.object({
  term: z.preprocess(first, z.string().max(128)),
  /** Tags already chosen (comma list), left out of the answer. */
  exclude: z.preprocess(first, z.string().max(1000).optional()),
});

export const tagStoriesQuerySchema = z.object({ limit, offset });
