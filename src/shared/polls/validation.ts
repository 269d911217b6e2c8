/**
 * Poll rules (writing-paid-content §5 "Poll", §9; reading-discovery §5, §9), the same functions on
 * the client (the editor) and the server (the API edge and the service).
 */
import { POLLS_MESSAGES as M } from './messages';

export const POLL_QUESTION_MIN = 3;
export const POLL_QUESTION_MAX = 200;
export const POLL_ANSWER_MIN = 1;
export const POLL_ANSWER_MAX = 140;
export const POLL_ANSWERS_MIN = 2;
export const POLL_ANSWERS_MAX = 5;

/** reading-discovery §9: an option is 50 px high, 20 px more per 65 characters. */
export const POLL_OPTION_BASE_HEIGHT = 50;
export const POLL_OPTION_HEIGHT_STEP = 20;
export const POLL_OPTION_CHARS_PER_STEP = 65;

export const pollOptionHeight = (text: string): number =>
  POLL_OPTION_BASE_HEIGHT + POLL_OPTION_HEIGHT_STEP * Math.floor(text.length / POLL_OPTION_CHARS_PER_STEP);

/**
 * Anything a browser or a chat app would make a link of: a scheme (`http:`, `ftp://`), `www.`, or a
 * dotted host with a known-looking top-level name (`example.com`, `bit.ly/x`). Ordinary sentences
 * ("end. Then") do not match: the part after the dot must be letters directly after a word.
 */
const URL_PATTERN =
  /(?:\b[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|ly|co|me|info|biz|xyz|app|dev|gg|tv|us|uk|de|fr|ru|cn|link|site|online|club|page|to|be|gl)\b)/i;

export const containsUrl = (text: string): boolean => URL_PATTERN.test(text);

/** The text as stored: trimmed. */
export const normalisePollText = (text: string): string => text.trim();

export interface PollDraftErrors {
  question?: string;
  /** Per answer, by index. */
  answers: (string | undefined)[];
  /** About the list (its size). */
  list?: string;
}

export function questionError(question: string): string | undefined {
  const q = normalisePollText(question);
  if (q.length < POLL_QUESTION_MIN || q.length > POLL_QUESTION_MAX) return M.questionLength;
  if (containsUrl(q)) return M.noUrls;
  return undefined;
}

export function answerError(answer: string): string | undefined {
  const a = normalisePollText(answer);
  if (a.length < POLL_ANSWER_MIN || a.length > POLL_ANSWER_MAX) return M.answerLength;
  if (containsUrl(a)) return M.noUrls;
  return undefined;
}

export function answerCountError(count: number): string | undefined {
  return count < POLL_ANSWERS_MIN || count > POLL_ANSWERS_MAX ? M.answerCount : undefined;
}

/** Every error of a draft; `hasErrors` tells whether it may be saved. */
export function validatePollDraft(question: string, answers: readonly string[]): PollDraftErrors {
  return {
    question: questionError(question),
    answers: answers.map(answerError),
    list: answerCountError(answers.length),
  };
}

export const hasErrors = (e: PollDraftErrors): boolean =>
  Boolean(e.question || e.list || e.answers.some(Boolean));

/** The first error of a draft (the API's message), or undefined. */
export const firstError = (e: PollDraftErrors): string | undefined =>
  e.question ?? e.list ?? e.answers.find(Boolean);

/** An answer can be removed only while the poll has more than the minimum (writing-paid-content §5). */
export const canRemoveAnswer = (count: number): boolean => count > POLL_ANSWERS_MIN;
export const canAddAnswer = (count: number): boolean => count < POLL_ANSWERS_MAX;

/** Percentages of the total, whole numbers (0 when nobody answered). */
export const percentageOf = (count: number, total: number): number =>
  total > 0 ? Math.round((count / total) * 100) : 0;
