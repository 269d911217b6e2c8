/**
 * The legacy list parameters (API-COMPAT.md "Shapes"): `limit` (default 10) and `offset`.
 * A `limit` above a list's maximum is capped to it, never refused; a limit that is not a whole
 * number of at least 1 is bad input (400 / 1005). Every list parses its limit with `limitParam`.
 */
import { z } from 'zod';

export const DEFAULT_LIMIT = 10;

/** `limit`: a whole number ≥ 1, capped to `max`; `DEFAULT_LIMIT` (or `max` if smaller) when absent. */
export const limitParam = (max: number) =>
  z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1)
    .default(Math.min(DEFAULT_LIMIT, max))
    .transform((n) => Math.min(n, max));

/** `offset`: a whole number ≥ 0 (0 when absent). */
export const offsetParam = (max: number = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int('offset must be a whole number').min(0).max(max).default(0);
