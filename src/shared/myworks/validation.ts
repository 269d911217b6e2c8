/**
 * Story settings rules, used by the settings form (client) and the server (`schema.ts`, the form
 * route). The spec gives the tag rules (reading-discovery §5) and the licences; the lengths are
 * ours, within the database's columns.
 */
import { isLicenceId } from './licences';
import { MYWORKS_MESSAGES as M } from './messages';

/** A new story's title until the writer names it (the publish flow treats it as no title). */
export const UNTITLED_STORY_TITLE = 'Untitled Story';
/** A new part's title: "Untitled Part 1", "Untitled Part 2", … */
export const untitledPartTitle = (n: number): string => `Untitled Part ${n}`;

export const TITLE_MAX = 128;
export const DESCRIPTION_MAX = 2000;
export const TAGS_MAX = 25;
export const TAG_MAX = 50;
export const MATURE_RATING = 4;

/** What the settings form sends (JSON from the saga; the form route parses the same fields). */
export interface StorySettingsInput {
  title: string;
  description: string;
  tags: string[];
  category: number | null;
  language: number;
  mature: boolean;
  completed: boolean;
  copyright: number;
}

/** One tag as stored: # and backslash stripped, trimmed, lower case. */
export const normaliseTag = (raw: string): string => raw.replace(/[#\\]/g, '').trim().toLowerCase();

/** A typed tag (the chip input): the tag, or the spec's refusal. */
export function checkTag(raw: string): { ok: true; tag: string } | { ok: false; message: string } {
  const stripped = raw.replace(/[#\\]/g, '');
  if (stripped.trim() === '') return { ok: false, message: M.tagEmpty };
  if (/\s/.test(stripped.trim())) return { ok: false, message: M.tagSpaces };
  const tag = normaliseTag(stripped);
  if (tag.length > TAG_MAX) return { ok: false, message: M.tagTooLong(TAG_MAX) };
  return { ok: true, tag };
}

/** Adds a tag unless it is there already (duplicates ignored). */
export const addTag = (tags: readonly string[], tag: string): string[] =>
  tags.includes(tag) ? [...tags] : [...tags, tag];

/** The no-JavaScript form's tags field: words separated by commas or spaces, duplicates dropped. */
export const parseTagsText = (text: string): string[] =>
  text
    .split(/[\s,]+/)
    .map(normaliseTag)
    .filter(Boolean)
    .reduce<string[]>(addTag, []);

/** Every field's error (none: an empty object), with the title and description trimmed first. */
export function checkSettings(
  input: StorySettingsInput,
  known: { categories: readonly number[]; languages: readonly number[] },
): Record<string, string> {
  const errors: Record<string, string> = {};
  const title = input.title.trim();
  if (!title) errors.title = M.titleRequired;
  else if (title.length > TITLE_MAX) errors.title = M.titleTooLong(TITLE_MAX);
  if (input.description.trim().length > DESCRIPTION_MAX)
    errors.description = M.descriptionTooLong(DESCRIPTION_MAX);
  if (input.tags.length > TAGS_MAX) errors.tags = M.tooManyTags(TAGS_MAX);
  for (const t of input.tags) {
    const c = checkTag(t);
    if (!c.ok) {
      errors.tags = c.message;
      break;
    }
  }
  if (input.category !== null && !known.categories.includes(input.category))
    errors.category = M.unknownCategory;
  if (!known.languages.includes(input.language)) errors.language = M.unknownLanguage;
  if (!isLicenceId(input.copyright)) errors.copyright = M.unknownLicence;
  return errors;
}

/** The input as stored: trimmed texts, normalised tags without duplicates. */
export const normaliseSettings = (input: StorySettingsInput): StorySettingsInput => ({
  ...input,
  title: input.title.trim(),
  description: input.description.trim(),
  tags: input.tags.map(normaliseTag).filter(Boolean).reduce<string[]>(addTag, []),
});
