/** Zod schemas of the users API edge (server only: keeps zod out of the browser bundle). */
import { z } from 'zod';
import { LISTS_MESSAGES as M } from '../lists/messages';
import { parseUsernames } from '../lists/validation';

/** `POST|DELETE /api/v3/users/{username}/following` body: `users`, a comma list of usernames. */
export const followBody = z.object({
  users: z
    .union([z.string(), z.array(z.string())], { error: M.missingUsers })
    .transform((v) => parseUsernames(Array.isArray(v) ? v.join(',') : v))
    .pipe(z.array(z.string()).min(1, M.missingUsers).max(50, 'At most 50 users at once')),
});
