/**
 * The editor's limits, used by the browser (before a save) and the server (at the API edge).
 *
 * Why 400,000 characters of HTML: the longest legacy parts are around 20,000 words (≈ 120,000
 * characters of text; with the paragraph markup and formatting ≈ 160,000), so this leaves room for
 * every real part while a save stays well under the JSON body limit (1 MB, src/server/security/
 * bodies.ts) even with JSON escaping, and a save of the largest part sanitises in well under a
 * second. The no-JavaScript form is bounded by the form body limit (100 KB) first.
 */
export const MAX_PART_HTML = 400_000;
/** `parts.title` is a VARCHAR(255). */
export const MAX_PART_TITLE = 255;
/** Paragraph count bound (each paragraph is a comment anchor; keeps the id work per save small). */
export const MAX_PARAGRAPHS = 10_000;
/** Parts per story (the legacy app caps a story at 200 parts). */
export const MAX_PARTS = 200;
/** Autosave waits this long after the last keystroke. */
export const AUTOSAVE_DEBOUNCE_MS = 1200;

/** The title as stored: trimmed; empty becomes the untitled default. */
export const normalisePartTitle = (title: string, untitled: string): string => title.trim() || untitled;

/** Words of plain text (the server's `buildPartHtml` counts the same way). */
export function countWords(text: string): number {
  const words = text.match(/[^\s\u2028\u2029]+/g);
  return words ? words.length : 0;
}
