/**
 * Answering a poll without JavaScript (src/shared/polls/forms.ts): `POST /{partId}/polls/{pollId}/answer`
 * with `_csrf` and `optionId`, answered by the same service as the API, then 303 back to the poll on
 * the part. A refusal (the writer's own poll, an unverified email, another answer) is a plain page
 * with its message and the way back; a part or poll that is not there answers 404 (no 5xx).
 */
import { Router, type Response } from 'express';
import { isApiError, type ApiError } from '../../../shared/common/errors';
import { pollAnchor } from '../../../shared/polls/forms';
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

function refused(res: Response, err: ApiError, back: string): void {
  res
    .status(err.status)
    .type('html')
    .send(
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(err.message)}</title></head>` +
        `<body><main><h1>${escapeHtml(err.message)}</h1><p><a href="${escapeHtml(back)}">Back to the story</a></p></main></body></html>`,
    );
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
        await answerPoll(ctx, { storyId: Number(part.groupId), partId, pollId, optionId }, voter);
      } catch (err) {
        if (isApiError(err) && err.status >= 400 && err.status < 500) return refused(res, err, here);
        throw err;
      }
      return { redirect: `${here}#${pollAnchor(pollId)}` };
    });

  return router;
}
