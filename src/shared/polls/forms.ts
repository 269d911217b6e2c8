/**
 * Answering a poll without JavaScript: `POST /{partId}/polls/{pollId}/answer` with `_csrf` and
 * `optionId`; the server answers it as the API does and redirects back to the poll on the part.
 */
export const pollAnswerFormPath = (partId: number, pollId: number): string =>
  `/${partId}/polls/${pollId}/answer`;
export const pollAnchor = (pollId: number): string => `poll-${pollId}`;
export const POLLS_ANCHOR = 'polls';
