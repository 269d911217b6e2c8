/**
 * The server's parser of a form's `intent` field (`intent.ts`): a closed set of kinds; anything
 * else parses to null and is ignored (the log-in or sign-up itself still succeeds).
 */
import { z } from 'zod';
import { INTENT_PART_ID, INTENT_USERNAME, type Intent } from './intent';

const follow = z
  .string()
  .regex(/^follow:/)
  .transform((s) => s.slice('follow:'.length))
  .pipe(z.string().regex(INTENT_USERNAME))
  .transform((username): Intent => ({ kind: 'follow', username }));

const vote = z
  .string()
  .regex(/^vote:/)
  .transform((s) => s.slice('vote:'.length))
  .pipe(z.string().regex(INTENT_PART_ID))
  .transform((id): Intent => ({ kind: 'vote', partId: Number(id) }));

export const intentSchema = z
  .string()
  .max(64)
  .pipe(z.union([follow, vote]));

/** The intent in a form field or query value, or null for a missing, unknown or malformed one. */
export function parseIntent(value: unknown): Intent | null {
  const parsed = intentSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
