/** The publishing API's edge schemas (server only; the rules are validation.ts's). */
import { z } from 'zod';

export const partIdParam = z.object({ partId: z.coerce.number().int().positive().max(2_147_483_647) });
export const storyIdParam = z.object({ storyId: z.coerce.number().int().positive().max(2_147_483_647) });

/** `schedule-publish`: `datetime` (also read as `scheduled_datetime` / `date`, as tools send it). */
export const scheduleBody = z
  .object({
    datetime: z.string().max(64).optional(),
    scheduled_datetime: z.string().max(64).optional(),
  })
  .passthrough();

/** `POST /apiv2/updatestorycover`: the story id and the base64 PNG (a data: URL prefix allowed). */
export const importCoverBody = z.object({
  id: z.union([z.string().regex(/^\d{1,10}$/), z.number().int().positive()]),
  image: z.string().min(1).max(8_000_000),
});
