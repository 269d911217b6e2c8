/** Search validation rules (reading-discovery §5), used by the client and the server. */
import { SEARCH_MESSAGES } from '../messages/search';

/** Search input: minimum length 1 (after trimming). */
export const SEARCH_MIN_LENGTH = 1;
/** Recent search terms are cut at 30 characters (§9). */
export const RECENT_SEARCH_MAX = 30;
export const RECENT_SEARCH_COUNT = 10;

export const isValidSearchTerm = (term: string): boolean => term.trim().length >= SEARCH_MIN_LENGTH;

export type TagCheck = { ok: true; tag: string } | { ok: false; message: string };

/** Tag refiner: `#` and backslash stripped; not empty; no spaces. */
export function checkRefinerTag(input: string): TagCheck {
  const tag = input.replace(/[#\\]/g, '').trim();
  if (tag.length === 0) return { ok: false, message: SEARCH_MESSAGES.tagEmpty };
  if (/\s/.test(tag)) return { ok: false, message: SEARCH_MESSAGES.tagSpaces };
  return { ok: true, tag: tag.toLowerCase() };
}

/** Adds a refiner tag, ignoring duplicates (case-insensitive). */
export function addRefinerTag(tags: readonly string[], tag: string): string[] {
  return tags.includes(tag.toLowerCase()) ? [...tags] : [...tags, tag.toLowerCase()];
}

/** `tags=a,b` from a query string: each cleaned; invalid and duplicate ones dropped. */
export function parseRefinerTags(value: string | undefined): string[] {
  let out: string[] = [];
  for (const part of (value ?? '').split(',')) {
    const c = checkRefinerTag(part);
    if (c.ok) out = addRefinerTag(out, c.tag);
  }
  return out.slice(0, 10);
}

/** The recent-searches list after searching `term`: newest first, unique, at most 10, terms cut at 30. */
export function pushRecentSearch(list: readonly string[], term: string): string[] {
  const t = term.trim().slice(0, RECENT_SEARCH_MAX);
  if (!t) return [...list];
  return [t, ...list.filter((x) => x.toLowerCase() !== t.toLowerCase())].slice(0, RECENT_SEARCH_COUNT);
}
