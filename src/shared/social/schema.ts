/** Server-only: the `/oauth-auth` hand-off's `data` (zod at the API edge). */
import { z } from 'zod';

/**
 * `data` = JSON {token, type, redirect, state} (redirect: `true`, or a path to go to next; state:
 * the value of the `sl_oauth_state` cookie the starting page set; intent: the visitor's Follow /
 * Vote from the sign-up prompt, `shared/accounts/intent.ts`, parsed by the server's intent parser).
 */
export const handOffData = z.object({
  state: z.string().max(200).optional().catch(undefined),
  token: z.string().max(8192).optional().catch(undefined),
  type: z.enum(['google', 'facebook']),
  redirect: z
    .union([z.boolean(), z.string().max(2048)])
    .optional()
    .catch(undefined),
  intent: z.string().max(64).optional().catch(undefined),
});
export type HandOffData = z.infer<typeof handOffData>;

/** The `data` query value as hand-off data, or null when it is not JSON of that shape. */
export function parseHandOffData(raw: unknown): HandOffData | null {
  if (typeof raw !== 'string' || raw.length > 10_000) return null;
  try {
    const parsed = handOffData.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
