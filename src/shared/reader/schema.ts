/** Zod schemas of the reader API edge (server only: keeps zod out of the browser bundle). */
import { z } from 'zod';
import { isValidPosition } from './validation';

/**
 * A number as JSON sends it, or a decimal string as a form does ("12", "0.5", "1e-7": the page-leave
 * beacon writes `String(position)`); anything else
 * (a blank, `true`, `null`, a list, "0x1") is left as it is, so it fails as a bad value rather
 * than being coerced into 0 or 1 and overwriting the reader's place.
 */
const numeric = (v: unknown): unknown =>
  typeof v === 'string' && /^\s*-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?\s*$/i.test(v) ? Number(v) : v;

const ID_MESSAGE = 'Must be a positive whole number';
const positiveId = z.preprocess(
  numeric,
  z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE),
);

export const syncPositionQuery = z.object({ story_id: positiveId });

const POSITION_MESSAGE = 'Position must be a number from 0 to 1';
export const syncPositionBody = z.object({
  story_id: positiveId,
  part_id: positiveId,
  position: z.preprocess(
    numeric,
    z.number({ error: POSITION_MESSAGE }).refine(isValidPosition, POSITION_MESSAGE),
  ),
});
