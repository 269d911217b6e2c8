/** Zod schemas of the editor's API edge (server only: keeps zod out of the browser bundle). */
import { z } from 'zod';
import { EDITOR_MESSAGES as M } from './messages';
import { MAX_PART_HTML, MAX_PART_TITLE } from './validation';

const title = z
  .string({ error: M.titleTooLong(MAX_PART_TITLE) })
  .max(MAX_PART_TITLE, M.titleTooLong(MAX_PART_TITLE));

/** `PUT /v4/parts/{partId}/text`: `{title?, text}` (text is HTML). */
export const saveTextBody = z.object({
  title: title.optional(),
  text: z.string({ error: M.textMissing }).max(MAX_PART_HTML, M.textTooLong(MAX_PART_HTML)),
});

/** `POST /v4/stories/{storyId}/parts`: nothing needed (a title may come later with the text). */
export const createPartBody = z.object({}).passthrough();

const partId = z
  .union([z.number(), z.string().regex(/^\d{1,15}$/)], { error: M.orderMismatch })
  .transform(Number);

/** `PUT /v4/stories/{storyId}/parts/order`: `{parts: [ids]}` every part of the story once. */
export const reorderBody = z.object({
  parts: z.array(partId, { error: M.orderMismatch }).min(1, M.orderMismatch).max(1000, M.orderMismatch),
});
