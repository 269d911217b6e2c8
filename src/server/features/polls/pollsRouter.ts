/**
 * Polls (reading-discovery §7, writing-paid-content §7):
 * - `GET /reading/v1/stories/{s}/parts/{p}/polls` — anyone who may read the part
 * - `POST /reading/v1/stories/{s}/parts/{p}/polls/{pollId}:answer` `{optionId, type}` — readers and
 *   visitors (once per browser), not the story's writer → the updated poll
 * - `POST|GET /writing/v1/stories/{s}/parts/{p}/polls`, `DELETE …/polls/{pollId}` — the story's owner
 * Writes: CSRF (app-wide). Answers are per viewer: never cached.
 */
import { Router, type Response } from 'express';
import { ApiError, ErrorCode, partNotFound, storyNotFound } from '../../../shared/common/errors';
import { answerBody, createPollBody } from '../../../shared/polls/schema';
import type { ContextFactory } from '../../lib/http';
import { parseId } from '../../lib/http';
import { notLoggedIn } from '../../session/requireViewer';
import { answerPoll, createPoll, deletePoll, listPolls, listWriterPolls, pollNotFound } from './pollsService';
import { ensureVisitorKey, visitorKeyOf } from './visitorVoter';

const PART_POLLS = '/stories/:storyId/parts/:partId/polls';
const ANSWER = /^(\d{1,15}):answer$/;

const noStore = (res: Response): Response => res.set('Cache-Control', 'private, no-store');

function placeOf(params: Record<string, string | undefined>): { storyId: number; partId: number } {
  const storyId = parseId(params.storyId);
  if (storyId === null) throw storyNotFound();
  const partId = parseId(params.partId);
  if (partId === null) throw partNotFound();
  return { storyId, partId };
}

export function createPollsRouter(getContext: ContextFactory): Router {
  const router = Router();

  router.get(`/reading/v1${PART_POLLS}`, async (req, res) => {
    const ctx = getContext(req);
    const { storyId, partId } = placeOf(req.params);
    noStore(res).json(await listPolls(ctx, storyId, partId, visitorKeyOf(req)));
  });

  // `{pollId}:answer` is one path segment (a Google-style custom method).
  router.post(`/reading/v1${PART_POLLS}/:pollAction`, async (req, res) => {
    const match = ANSWER.exec(req.params.pollAction);
    if (!match) throw new ApiError(404, ErrorCode.UnknownEndpoint, 'Unknown endpoint', 'NotFound');
    const pollId = parseId(match[1]);
    if (pollId === null) throw pollNotFound();
    const ctx = getContext(req);
    const place = placeOf(req.params);
    const { optionId } = answerBody.parse(req.body ?? {});
    const voter = ctx.viewer ? { userId: ctx.viewer.id } : { visitorKey: ensureVisitorKey(req, res) };
    noStore(res).json(await answerPoll(ctx, { ...place, pollId, optionId }, voter));
  });

  router.post(`/writing/v1${PART_POLLS}`, async (req, res) => {
    const ctx = getContext(req);
    const { storyId, partId } = placeOf(req.params);
    if (!ctx.viewer) throw notLoggedIn();
    const draft = createPollBody.parse(req.body ?? {});
    noStore(res).json(await createPoll(ctx, storyId, partId, draft));
  });

  router.get(`/writing/v1${PART_POLLS}`, async (req, res) => {
    const ctx = getContext(req);
    const { storyId, partId } = placeOf(req.params);
    noStore(res).json(await listWriterPolls(ctx, storyId, partId));
  });

  router.delete(`/writing/v1${PART_POLLS}/:pollId`, async (req, res) => {
    const ctx = getContext(req);
    const { storyId, partId } = placeOf(req.params);
    const pollId = parseId(req.params.pollId);
    if (pollId === null) throw pollNotFound();
    await deletePoll(ctx, storyId, partId, pollId);
    noStore(res).status(204).end();
  });

  return router;
}
