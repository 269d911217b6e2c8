/** Search validation rules (reading-discovery §5), used by the client and the server. */
import { SEARCH_MESSAGES } from './messages';

/** Search input: minimum length 1 (after trimming). */
export const SEARCH_MIN_LENGTH = 1;
/** Recent search terms are shown cut at 30 characters (§9), ending with an ellipsis (§5). */
export const RECENT_SEARCH_MAX = 30;
export const RECENT_SEARCH_COUNT = 10;
/**
 * Longest search term (the search API's `query` limit): a recent search keeps its term up to this
 * length, so tapping it searches what was typed.
 */
export const SEARCH_TERM_MAX = 200;
/**
 * The recent-searches cookie value (URI-encoded JSON) stays under this many bytes, well below the
 * ~4 KB browsers keep per cookie; the oldest terms are dropped first.
 */
export const RECENT_SEARCHES_MAX_BYTES = 3000;

export const isValidSearchTerm = (term: string): boolean => term.trim().length >= SEARCH_MIN_LENGTH;

export type TagCheck = { ok: true; tag: string } | { ok: false; message: string };

/** A tag as typed or addressed (`#Romance`, `/stories/%23romance`): `#` and backslash stripped, lower case. */
export const normaliseTag = (raw: string): string => raw.replace(/[#\\]/g, '').trim().toLowerCase();

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

/** The first `max` UTF-16 units of `text`, never ending on half of a surrogate pair. */
function cutTerm(text: string, max: number): string {
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** The cookie value of a recent-searches list (the server and the browser write it the same way). */
export const encodeRecentSearches = (list: readonly string[]): string =>
  encodeURIComponent(JSON.stringify(list));

/**
 * The recent-searches list after searching `term`: newest first, unique (ignoring case), at most 10,
 * each term whole (up to SEARCH_TERM_MAX; display cuts it at 30), older terms dropped while the
 * cookie would be over RECENT_SEARCHES_MAX_BYTES.
 */
export function pushRecentSearch(list: readonly string[], term: string): string[] {
  const t = cutTerm(term.trim(), SEARCH_TERM_MAX).trim();
  if (!t) return [...list];
  const next = [t, ...list.filter((x) => x.toLowerCase() !== t.toLowerCase())].slice(0, RECENT_SEARCH_COUNT);
  while (next.length > 1 && encodeRecentSearches(next).length > RECENT_SEARCHES_MAX_BYTES) next.pop();
  return next;
}
