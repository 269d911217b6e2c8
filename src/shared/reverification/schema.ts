/** Server-only: `PUT /api/v3/users/{username}` body (zod at the API edge). */
import { z } from 'zod';

/** Only `is_email_reverified: true` is accepted (a user confirms; nobody un-confirms). */
export const reverifyBody = z.object({
  is_email_reverified: z.union([z.literal(true), z.literal('true'), z.literal('1'), z.literal(1)]),
});
