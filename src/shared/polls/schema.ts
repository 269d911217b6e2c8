/** Zod schemas of the polls API edge (server only: keeps zod out of the browser bundle). */
import { z } from 'zod';
import { POLL_TYPE } from './api';
import { POLLS_MESSAGES as M } from './messages';
import { answerCountError, answerError, POLL_ANSWERS_MAX, questionError } from './validation';

const ID_MESSAGE = 'Must be a positive whole number';
/** A number, or a decimal string as a form sends it. */
const positiveId = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v.trim()) ? Number(v) : v),
  z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE).max(Number.MAX_SAFE_INTEGER),
);

const pollType = z.literal(POLL_TYPE, { error: M.wrongType });

/** `POST …/polls/{pollId}:answer` `{optionId, type}` (type may be left out; it can only be this one). */
export const answerBody = z.object({ optionId: positiveId, type: pollType.optional() });

/** A text checked with the shared rule (the message is the rule's). */
const ruled = (rule: (s: string) => string | undefined, missing: string) =>
  z.string({ error: missing }).superRefine((s, c) => {
    const error = rule(s);
    if (error) c.addIssue({ code: 'custom', message: error });
  });

/** An answer as `{text}` or a bare string (the spec says "answers or options with text"). */
const answer = z
  .union([z.string(), z.object({ text: z.string({ error: M.answerLength }) })], { error: M.answerLength })
  .transform((a) => (typeof a === 'string' ? a : a.text))
  .pipe(ruled(answerError, M.answerLength));

const answers = z
  .array(answer, { error: M.answerCount })
  .max(POLL_ANSWERS_MAX * 4, M.answerCount)
  .superRefine((list, c) => {
    const error = answerCountError(list.length);
    if (error) c.addIssue({ code: 'custom', message: error });
  });

/** `POST /writing/v1/…/polls`: type, question (or title), options (or answers). */
export const createPollBody = z
  .object({
    type: pollType.optional(),
    question: z.unknown().optional(),
    title: z.unknown().optional(),
    options: z.unknown().optional(),
    answers: z.unknown().optional(),
  })
  .transform((b) => ({ question: b.question ?? b.title, options: b.options ?? b.answers }))
  .pipe(
    z.object({
      question: ruled(questionError, M.questionLength),
      options: answers,
    }),
  )
  .transform((b) => ({ question: b.question.trim(), options: b.options.map((t) => t.trim()) }));
