/** Zod schemas of the writing studio's API edge (server only: keeps zod out of the browser bundle). */
import { z } from 'zod';
import { MYWORKS_MESSAGES as M, NOTES_MESSAGES as N } from './messages';
import {
  GOAL_SLIDERS,
  GOAL_TYPES,
  NOTES_LIMITS as L,
  OPPORTUNITY_TYPES,
  PRONOUNS,
  PROTAGONIST_SLIDERS,
  STORY_PROGRESS,
  splitList,
} from './notes';
import { DESCRIPTION_MAX, TAG_MAX, TAGS_MAX, TITLE_MAX, checkTag } from './validation';

const bool = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);
const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

/** `PUT /v5/myworks/{storyId}`: the story details (every field; the settings form sends them all). */
export const settingsBody = z.object({
  title: z
    .string({ error: M.titleRequired })
    .trim()
    .min(1, M.titleRequired)
    .max(TITLE_MAX, M.titleTooLong(TITLE_MAX)),
  description: z.string().trim().max(DESCRIPTION_MAX, M.descriptionTooLong(DESCRIPTION_MAX)).default(''),
  tags: z
    .array(
      z.string().transform((t, c) => {
        const r = checkTag(t);
        if (r.ok) return r.tag;
        c.addIssue({ code: 'custom', message: r.message });
        return z.NEVER;
      }),
    )
    .max(TAGS_MAX, M.tooManyTags(TAGS_MAX))
    .default([])
    .transform((tags) => [...new Set(tags)]),
  category: id(M.unknownCategory).nullable().default(null),
  language: id(M.unknownLanguage),
  mature: bool.default(false),
  completed: bool.default(false),
  copyright: z.coerce
    .number({ error: M.unknownLicence })
    .int(M.unknownLicence)
    .min(1, M.unknownLicence)
    .max(8, M.unknownLicence)
    .default(1),
});
export { TAG_MAX };

const text = (field: string, max: number) => z.string().trim().max(max, N.tooLong(field, max)).default('');
const slider = z.coerce.number().int().min(L.sliderMin).max(L.sliderMax).default(0);
const sliders = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, slider])) as Record<K, typeof slider>;
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal(''), z.null()])
    .default(null)
    .transform((v) => (v === '' ? null : v));
const flag = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.null()])
  .default(null)
  .transform((v) => (v === null ? null : (Number(v) as 0 | 1)));
/** A comma-joined list (§3: attributes and types are sent comma-joined); an array is taken too. */
const list = z
  .union([z.string(), z.array(z.string())])
  .default('')
  .transform((v) => splitList(Array.isArray(v) ? v.join(',') : v));

/** `POST /v5/stories`: the notes of story `id` (§3, limits §5). */
export const notesBody = z.object({
  id: id('Story not found'),
  protagonist: z
    .object({
      name: text(N.name, L.name),
      other_names: text(N.otherNames, L.otherNames),
      pronoun: oneOf(PRONOUNS),
      attributes: list
        .refine((a) => a.length <= L.attributesCount, N.tooManyAttributes)
        .refine((a) => a.join(',').length <= L.attributes, N.tooLong(N.attributes, L.attributes))
        .transform((a) => a.join(',')),
      personality_change: z
        .union([
          z.literal(-1),
          z.literal(0),
          z.literal(1),
          z.literal('-1'),
          z.literal('0'),
          z.literal('1'),
          z.null(),
        ])
        .default(null)
        .transform((v) => (v === null ? null : (Number(v) as -1 | 0 | 1))),
      ...sliders(PROTAGONIST_SLIDERS),
    })
    .prefault({}),
  protagonist_goal: z
    .object({
      description: text(N.goalDescription, L.goalDescription),
      physical_emotional: flag,
      type: oneOf(GOAL_TYPES),
      outcome: text(N.outcome, L.outcome),
      succeed: flag,
      outcome_feeling: flag,
      ...sliders(GOAL_SLIDERS),
    })
    .prefault({}),
  opportunity: z
    .object({
      interested: flag,
      types: list
        .refine(
          (t) => t.every((x) => (OPPORTUNITY_TYPES as readonly string[]).includes(x)),
          'Unknown opportunity type',
        )
        .transform((t) => t.join(',')),
      logline: text(N.logline, L.logline),
      story_progress: oneOf(STORY_PROGRESS),
    })
    .prefault({}),
  submitted: z.boolean().optional(),
});
export type NotesBody = z.infer<typeof notesBody>;
