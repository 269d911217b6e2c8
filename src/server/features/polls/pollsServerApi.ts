import { partNotFound, storyNotFound } from '../../../shared/common/errors';
import type { PollPlace, PollsApi } from '../../../shared/polls/api';
import type { ServiceContext } from '../../context';
import { parseId } from '../../lib/http';
import { answerPoll, createPoll, deletePoll, listPolls, listWriterPolls, voterOf } from './pollsService';

function idsOf(place: PollPlace): { storyId: number; partId: number } {
  const storyId = parseId(place.storyId);
  if (storyId === null) throw storyNotFound();
  const partId = parseId(place.partId);
  if (partId === null) throw partNotFound();
  return { storyId, partId };
}

/**
 * `Api.polls` in-process (SSR: the part page's preload reads its polls). A visitor's own answers
 * come from their `poll-voter` cookie, which the in-process context does not carry: the browser
 * reads a visitor's polls again after hydration (`pollsRequested` with `refresh`). Writes are the
 * browser's (HTTP); here they are for completeness of the contract.
 */
export function createPollsServerApi(ctx: ServiceContext): PollsApi {
  return {
    list: (place) => {
      const { storyId, partId } = idsOf(place);
      return listPolls(ctx, storyId, partId);
    },
    answer: async (place, pollId, optionId) => {
      const voter = voterOf(ctx, null);
      if (!voter) throw partNotFound();
      return answerPoll(ctx, { ...idsOf(place), pollId, optionId }, voter);
    },
    create: (place, draft) => {
      const { storyId, partId } = idsOf(place);
      return createPoll(ctx, storyId, partId, {
        question: draft.question,
        options: draft.options.map((o) => o.text),
      });
    },
    mine: (place) => {
      const { storyId, partId } = idsOf(place);
      return listWriterPolls(ctx, storyId, partId);
    },
    remove: (place, pollId) => {
      const { storyId, partId } = idsOf(place);
      return deletePoll(ctx, storyId, partId, pollId);
    },
  };
}
