/**
 * The comment rules the client and the server share (reading-discovery §5 shows no text limits:
 * these are ours, with the reason for each). Pure.
 */
import { COMMENTS_MESSAGES as M } from './messages';

/**
 * Text: 1–2000 characters (code points, so an emoji counts once) after trimming the ends. 2000 holds
 * a long reader reaction (~350 words: the longest comments in the legacy product are well under it)
 * while a set of 10 stays under ~20 KB of text, and a wall of pasted text is refused; nothing but
 * whitespace is not a comment. The text is stored as typed otherwise (rendered by `tokenizeComment`).
 */
export const COMMENT_TEXT_MIN = 1;
export const COMMENT_TEXT_MAX = 2000;

/**
 * Spam basics. A person writes at most a few comments a minute, so 10 a minute per user stops a
 * script without touching a lively reader; the same text by the same user on the same resource
 * within 10 minutes is a double post (a double click, a re-sent form) or a paste flood.
 */
export const COMMENT_POSTS_PER_WINDOW = 10;
export const COMMENT_POST_WINDOW_MS = 60_000;
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

/** Announcements (spec §5): at most 3 a day per user, over the last 24 hours. */
export const ANNOUNCEMENTS_PER_DAY = 3;
export const ANNOUNCEMENT_WINDOW_MS = 24 * 60 * 60_000;

/** A set asks for at most 50 comments (a larger `limit` is capped, not refused: API-COMPAT). */
export const COMMENTS_MAX_LIMIT = 50;

/** A paragraph's id: its `data-p-id` (md5 of its HTML). */
export const PARAGRAPH_ID_PATTERN = /^[0-9a-f]{32}$/;

/** The text as stored: line ends made `\n`, the ends trimmed. */
export const normaliseCommentText = (text: string): string => text.replace(/\r\n?/g, '\n').trim();

/** Characters as a person counts them (code points). */
export const commentLength = (text: string): number => Array.from(text).length;

/** Why `text` (normalised) cannot be posted, or null. */
export function commentTextError(text: string): string | null {
  const length = commentLength(text);
  if (length < COMMENT_TEXT_MIN) return M.textEmpty;
  if (length > COMMENT_TEXT_MAX) return M.textTooLong(COMMENT_TEXT_MAX);
  return null;
}

/** The resource id of a paragraph's comments: `{partId}_{paragraphId}`. */
export const paragraphResourceId = (partId: number, paragraphId: string): string =>
  `${partId}_${paragraphId}`;

/** `{partId}_{paragraphId}` parsed, or null when it is not one. */
export function parseParagraphResource(resourceId: string): { partId: number; paragraphId: string } | null {
  const m = /^(\d{1,15})_([0-9a-f]{32})$/.exec(resourceId);
  if (!m || Number(m[1]) < 1) return null;
  return { partId: Number(m[1]), paragraphId: m[2] };
}

/**
 * The offensive flag: whether `text` holds a word (or a phrase of words) of `words`, whole words,
 * any case. `words` are lower case; a phrase's words are separated by one space.
 */
export function isOffensiveText(text: string, words: ReadonlySet<string>): boolean {
  const tokens = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (tokens.some((w) => words.has(w))) return true;
  const joined = ` ${tokens.join(' ')} `;
  for (const entry of words) if (entry.includes(' ') && joined.includes(` ${entry} `)) return true;
  return false;
}
