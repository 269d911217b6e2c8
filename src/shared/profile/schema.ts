/** Zod schemas of the users API edge (server only: keeps zod out of the browser bundle). */
import { z } from 'zod';
import { LISTS_MESSAGES as M } from '../lists/messages';
import { parseUsernames } from '../lists/validation';

/** `POST|DELETE /api/v3/users/{username}/following` body: `users`, a comma list of usernames. */
const usersBody = (missing: string) =>
  z.object({
    users: z
      .union([z.string(), z.array(z.string())], { error: missing })
      .transform((v) => parseUsernames(Array.isArray(v) ? v.join(',') : v))
      .pipe(z.array(z.string()).min(1, missing).max(50, 'At most 50 users at once')),
  });
export const followBody = usersBody(M.missingUsers);
/** The same for `DELETE` (an unfollow's refusal names unfollowing). */
export const unfollowBody = usersBody(M.missingUsersToUnfollow);
