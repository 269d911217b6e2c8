/** Server-only zod schemas of the privacy calls (never imported by the client bundle). */
import { z } from 'zod';

/** `PUT …/privacy-settings/ccpa/` body: {optout: boolean} (a form-style "true"/"false" also counts). */
export const ccpaBody = z.object({
  optout: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
});

export const closeAccountBody = z.object({
  password: z.string().max(1000).catch(''),
  comment: z.string().max(5000).catch(''),
});

export const languageBody = z.object({
  languageId: z.coerce.number().int().positive().optional().catch(undefined),
  locale: z.string().max(16).optional().catch(undefined),
  nextUrl: z.string().max(2048).optional().catch(undefined),
});
