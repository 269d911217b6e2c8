/**
 * Reader contracts: votes on parts and the reading position (reading-discovery.md §2 "Reader
 * extras", §3 "Reading position", §7). Zod schemas validate the API edge; the rules they use are
 * shared with the client (`src/shared/validation/reader.ts`).
 */
import { z } from 'zod';
import { isValidPosition } from '../validation/reader';

/**
 * `POST|DELETE /api/v3/stories/{storyId}/parts/{partId}/votes` answer: the viewer's vote and the
 * counts after it (idempotent: voting twice or unvoting twice changes nothing).
 */
export interface VoteResult {
  storyId: string;
  partId: number;
  voted: boolean;
  /** The part's vote count. */
  voteCount: number;
  /** The story's vote count. */
  storyVoteCount: number;
}

/** `GET /apiv2/syncreadingposition?story_id=`: `part` is null when nothing was saved. */
export interface ReadingPosition {
  part: number | null;
  position: number;
}

const positiveId = z.coerce
  .number({ error: 'Must be a positive whole number' })
  .int('Must be a positive whole number')
  .positive('Must be a positive whole number');

export const syncPositionQuery = z.object({ story_id: positiveId });

export const syncPositionBody = z.object({
  story_id: positiveId,
  part_id: positiveId,
  position: z.coerce
    .number({ error: 'Position must be a number from 0 to 1' })
    .refine(isValidPosition, 'Position must be a number from 0 to 1'),
});
