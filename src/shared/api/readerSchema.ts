/** Zod schemas of the reader API edge (server only: keeps zod out of the browser bundle). */
import { z } from 'zod';
import { isValidPosition } from '../validation/reader';

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
