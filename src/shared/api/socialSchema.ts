/** Server-only: the `/oauth-auth` hand-off's `data` and the completion form (zod at the API edge). */
import { z } from 'zod';

/** `data` = JSON {token, type, redirect} (redirect: `true`, or a path to go to next). */
export const handOffData = z.object({
  token: z.string().max(8192).optional().catch(undefined),
  type: z.enum(['google', 'facebook']),
  redirect: z
    .union([z.boolean(), z.string().max(2048)])
    .optional()
    .catch(undefined),
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

const text = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).slice(0, max))
    .optional()
    .catch('')
    .transform((v) => v ?? '');
const flag = z
  .unknown()
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1')
  .catch(false);

export const completionBody = z.object({
  email: text(300),
  day: text(4),
  month: text(4),
  year: text(6),
  pronouns: text(8),
  marketing: flag,
  policy: flag,
});
