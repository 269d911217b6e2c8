/** Zod schemas of the safety API edge (server only: keeps zod out of the browser bundle). */
import { z } from 'zod';
import { SAFETY_MESSAGES as M } from './messages';

export const ignoreUserQuery = z.object({
  id: z.string().trim().max(100).optional(),
  action: z.enum(['ignore_user', 'unignore_user', 'get_ignored_web'], { message: M.badAction }),
});

export const blocksQuery = z.object({
  get_all: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
