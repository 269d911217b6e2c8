/**
 * Answering a poll without JavaScript (src/shared/polls/forms.ts): `POST /{partId}/polls/{pollId}/answer`
 * with `_csrf` and `optionId`, answered by the same service as the API, then 303 back to the poll on
 * the part (a visitor: a page with the results, see `visitorResults`). A refusal (the writer's own poll, an unverified email, another answer) is a plain page
 * with its message and the way back; a part or poll that is not there answers 404 (no 5xx).
 */
import { Router, type Response } from 'express';
import { isApiError, type ApiError } from '../../../shared/common/errors';
import type { Poll } from '../../../shared/polls/api';
import { pollAnchor } from '../../../shared/polls/forms';
import { POLL_TEXT as T } from '../../../shared/polls/messages';
import { pathOf } from '../../../shared/common/slug';
import type { ContextFactory } from '../../lib/http';
import { parseId } from '../../lib/http';
import { parseFields } from '../../lib/fields';
import { formAction } from '../../ssr/formAction';
import { escapeHtml } from '../../ssr/serialize';
import { getPart } from '../stories';
import { answerPoll, pollNotFound } from './pollsService';
import { ensureVisitorKey } from './visitorVoter';

const PART_FIELDS = parseFields('id,groupId,url');

/** A plain page: a heading, what to say under it, and the way back to the part. */
function plainPage(res: Response, status: number, title: string, body: string, back: string): void {
  res
    .status(status)
    .type('html')
    .send(
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
        `<body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="${escapeHtml(back)}">${escapeHtml(T.backToStory)}</a></p></main></body></html>`,
    );
}

const refused = (res: Response, err: ApiError, back: string): void =>
  plainPage(res, err.status, err.message, '', back);

/**
 * A visitor's results: the part page is rendered without the visitor's `poll-voter` cookie (its
 * render has no request), so without JavaScript the answer's results are shown here.
 */
function visitorResults(res: Response, poll: Poll, back: string): void {
  const rows = poll.options
    .map((o) => {
      const mine = o.id === poll.interaction.answer?.optionId ? ` (${T.yourAnswer})` : '';
      return `<li>${escapeHtml(o.text)}${escapeHtml(mine)}: ${o.answers.percentageOfTotal ?? 0}%</li>`;
    })
    .join('');
  const total = poll.totalAnswers === undefined ? '' : `<p>${escapeHtml(T.votes(poll.totalAnswers))}</p>`;
  plainPage(res, 200, poll.question, `<p>${escapeHtml(T.thanks)}</p><ul>${rows}</ul>${total}`, back);
}

export function createPollsFormsRouter(getContext: ContextFactory): Router {
  const router = Router();

  router.post('/:partId/polls/:pollId/answer', async (req, res, next) => {
    const partId = parseId(req.params.partId);
    const pollId = parseId(req.params.pollId);
    if (partId === null || pollId === null) return next();
    return answer(partId, pollId)(req, res, next);
  });

  const answer = (partId: number, pollId: number) =>
    formAction(async (req, res) => {
      const ctx = getContext(req);
      const part = await getPart(ctx, partId, { fields: PART_FIELDS }).catch(() => null);
      if (!part) throw Object.assign(new Error('Part not found'), { status: 404 }); // the HTML error page
      const here = pathOf(part.url);
      res.set('Cache-Control', 'no-store');
      try {
        const optionId = parseId((req.body as { optionId?: unknown }).optionId);
        if (optionId === null) throw pollNotFound();
        const voter = ctx.viewer ? { userId: ctx.viewer.id } : { visitorKey: ensureVisitorKey(req, res) };
        const poll = await answerPoll(
          ctx,
          { storyId: Number(part.groupId), partId, pollId, optionId },
          voter,
        );
        if (!ctx.viewer) return visitorResults(res, poll, `${here}#${pollAnchor(pollId)}`);
      } catch (err) {
        if (isApiError(err) && err.status >= 400 && err.status < 500) return refused(res, err, here);
        throw err;
      }
      return { redirect: `${here}#${pollAnchor(pollId)}` };
    });

  return router;
}
