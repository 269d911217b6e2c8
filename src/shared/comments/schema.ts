/** Zod schemas of the comments' API edge (server only: keeps zod out of the browser bundle). */
import { z } from 'zod';
import { limitParam } from '../common/paging';
import { COMMENTS_MAX_LIMIT } from './validation';

export const commentNamespace = z.enum(['parts', 'paragraphs', 'comments'], {
  error: 'namespace must be parts, paragraphs or comments',
});

/** `?limit=&after=`: limit 10 by default, capped at `COMMENTS_MAX_LIMIT`; `after` an opaque cursor. */
export const listQuery = z.object({
  limit: limitParam(COMMENTS_MAX_LIMIT),
  after: z.string().max(64, 'after is not a cursor').optional(),
});

const resourceId = z
  .union([z.string(), z.number()], { error: 'resourceId must be an id' })
  .transform((v) => String(v).trim())
  .pipe(z.string().min(1, 'resourceId must be an id').max(64, 'resourceId must be an id'));

/** `POST /v5/comments` `{resource: {namespace, resourceId}, text, isAnnouncement?}`. */
export const postBody = z.object({
  resource: z.object({ namespace: commentNamespace, resourceId }, { error: 'resource is missing' }),
  text: z.string({ error: 'text must be a text' }),
  isAnnouncement: z.boolean().optional(),
});
export type PostBody = z.infer<typeof postBody>;
