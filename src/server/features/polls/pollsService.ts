/**
 * Poll rules (reading-discovery §4 "Poll", §5, §6; writing-paid-content §4–§6):
 * - anyone who may read the part sees its polls; results (percentages, total) only once the viewer
 *   answered or when they wrote the story;
 * - the story's writer cannot vote (403); a signed-in reader with an unverified email is refused
 *   (403, `EmailNotVerified`: the client opens the please-verify modal); visitors answer
 *   anonymously, once per browser (the router's `poll-voter` cookie);
 * - one answer per reader: the same option again answers the poll as it is (a retry is safe), another
 *   option is refused (409);
 * - the writer's side (create, list, delete) is the story's owner's only (401 visitors, 403 others,
 *   admins included: a poll speaks in the writer's name), one poll per part (the editor's states).
 */
import { ApiError, ErrorCode, partNotFound } from '../../../shared/common/errors';
import { avatarPath } from '../../../shared/common/media';
import { POLL_TYPE, type Poll, type PollsList } from '../../../shared/polls/api';
import { POLLS_MESSAGES as M } from '../../../shared/polls/messages';
import { firstError, percentageOf, validatePollDraft } from '../../../shared/polls/validation';
import { anonymousCache, type ServiceContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { parseFields } from '../../lib/fields';
import { requireViewer } from '../../session/requireViewer';
import { API_AVATAR_SIZE, getPart } from '../stories';
import {
  countPartPolls,
  deletePoll as deletePollRow,
  findAnswers,
  findOptions,
  findPartPolls,
  findPoll,
  findStoryOwnerId,
  findUser,
  insertAnswer,
  insertPoll,
  isEmailVerified,
  type OptionRow,
  type PollRow,
  type Voter,
} from './pollsQueries';

export type { Voter };

const PART_FIELDS = parseFields('id,groupId');

const denied = (message: string, type = 'AccessDenied'): ApiError =>
  new ApiError(403, ErrorCode.AccessDenied, message, type);
export const pollNotFound = (): ApiError =>
  new ApiError(404, ErrorCode.InvalidValue, M.pollNotFound, 'NotFound');
const badInput = (message: string): ApiError =>
  new ApiError(400, ErrorCode.InvalidValue, message, 'InvalidValue');

interface Place {
  storyId: number;
  partId: number;
  ownerId: number;
}

/** The part, if the viewer may read it and it belongs to the story; its story's owner. */
async function placeOf(ctx: ServiceContext, storyId: number, partId: number): Promise<Place> {
  const part = await getPart(ctx, partId, { fields: PART_FIELDS });
  if (Number(part.groupId) !== storyId) throw partNotFound();
  const ownerId = await findStoryOwnerId(ctx.db, storyId);
  if (ownerId === null) throw partNotFound();
  return { storyId, partId, ownerId };
}

const isOwner = (ctx: ServiceContext, place: Place): boolean => ctx.viewer?.id === place.ownerId;

/** The polls of a part in the reader-view shape, for this viewer (`voter`: their answers). */
async function toPolls(
  ctx: ServiceContext,
  place: Place,
  rows: PollRow[],
  voter: Voter | null,
): Promise<Poll[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [options, answers, owner] = await Promise.all([
    findOptions(ctx.db, ids),
    findAnswers(ctx.db, ids, voter),
    findUser(ctx.db, place.ownerId),
  ]);
  const ownerRef = owner
    ? {
        username: owner.username,
        avatar: `${ctx.origin}${avatarPath(owner.username, String(owner.avatar_version), API_AVATAR_SIZE)}`,
      }
    : { username: '', avatar: '' };
  const own = isOwner(ctx, place);
  return rows.map((row) => toPoll(row, options.get(row.id) ?? [], answers.get(row.id), own, ownerRef));
}

function toPoll(
  row: PollRow,
  options: OptionRow[],
  answered: number | undefined,
  own: boolean,
  owner: Poll['owner'],
): Poll {
  const results = own || answered !== undefined;
  const total = row.answer_count;
  return {
    id: row.id,
    type: POLL_TYPE,
    question: row.question,
    options: options.map((o) => ({
      id: o.id,
      text: o.text,
      answers: results ? { percentageOfTotal: percentageOf(o.answer_count, total) } : {},
    })),
    ...(results ? { totalAnswers: total } : {}),
    interaction: answered !== undefined ? { answer: { optionId: answered, type: POLL_TYPE } } : {},
    owner,
    isOwner: own,
  };
}

/** The voter a request answers as: the signed-in user, or the visitor's browser key (null: none yet). */
export const voterOf = (ctx: ServiceContext, visitorKey: string | null): Voter | null =>
  ctx.viewer ? { userId: ctx.viewer.id } : visitorKey ? { visitorKey } : null;

/** `GET /reading/v1/stories/{s}/parts/{p}/polls` */
export async function listPolls(
  ctx: ServiceContext,
  storyId: number,
  partId: number,
  visitorKey: string | null = null,
): Promise<PollsList> {
  const load = async () => {
    const place = await placeOf(ctx, storyId, partId);
    const rows = await findPartPolls(ctx.db, partId);
    return { polls: await toPolls(ctx, place, rows, voterOf(ctx, visitorKey)) };
  };
  // A visitor who has not answered sees what every such visitor sees (the server render's case):
  // the same 15 s read-through cache as the part itself.
  return visitorKey ? load() : anonymousCache(ctx).memo(`polls:${storyId}:${partId}:${ctx.origin}`, load);
}

async function pollOf(ctx: ServiceContext, place: Place, pollId: number): Promise<PollRow> {
  const poll = await findPoll(ctx.db, pollId);
  if (!poll || poll.part_id !== place.partId || poll.story_id !== place.storyId) throw pollNotFound();
  return poll;
}

async function onePoll(
  ctx: ServiceContext,
  place: Place,
  pollId: number,
  voter: Voter | null,
): Promise<Poll> {
  const [poll] = await toPolls(ctx, place, [await pollOf(ctx, place, pollId)], voter);
  return poll;
}

/** `POST …/polls/{pollId}:answer`: the poll after the answer. */
export async function answerPoll(
  ctx: ServiceContext,
  target: { storyId: number; partId: number; pollId: number; optionId: number },
  voter: Voter,
): Promise<Poll> {
  const place = await placeOf(ctx, target.storyId, target.partId);
  const poll = await pollOf(ctx, place, target.pollId);
  if (isOwner(ctx, place)) throw denied(M.ownerCannotVote);
  if (ctx.viewer && !(await isEmailVerified(ctx.db, ctx.viewer.id)))
    throw denied(M.verifyEmail, 'EmailNotVerified');
  const options = (await findOptions(ctx.db, [poll.id])).get(poll.id) ?? [];
  if (!options.some((o) => o.id === target.optionId)) throw badInput(M.optionNotInPoll);
  const sameOrRefused = async () => {
    const previous = (await findAnswers(ctx.db, [poll.id], voter)).get(poll.id);
    if (previous === undefined) return false;
    if (previous !== target.optionId)
      throw new ApiError(409, ErrorCode.InvalidValue, M.alreadyAnswered, 'Conflict');
    return true;
  };
  if (!(await sameOrRefused())) {
    try {
      await insertAnswer(ctx.db, poll.id, target.optionId, voter);
    } catch (err) {
      // Two answers of one reader at once: the unique index took one; answer as for a retry.
      if (!isUniqueViolation(err) || !(await sameOrRefused())) throw err;
    }
  }
  return onePoll(ctx, place, poll.id, voter);
}

/** The writer's side: the story's owner only (401 visitors, 403 anyone else, admins too). */
async function ownersPlace(ctx: ServiceContext, storyId: number, partId: number): Promise<Place> {
  const viewer = requireViewer(ctx);
  const place = await placeOf(ctx, storyId, partId);
  if (viewer.id !== place.ownerId) throw denied(M.notYourStory);
  return place;
}

/** `POST /writing/v1/stories/{s}/parts/{p}/polls`: the created poll (the editor's viewing state). */
export async function createPoll(
  ctx: ServiceContext,
  storyId: number,
  partId: number,
  draft: { question: string; options: readonly string[] },
): Promise<Poll> {
  const place = await ownersPlace(ctx, storyId, partId);
  const error = firstError(validatePollDraft(draft.question, draft.options));
  if (error) throw badInput(error);
  if ((await countPartPolls(ctx.db, partId)) > 0)
    throw new ApiError(409, ErrorCode.InvalidValue, M.onePerPart, 'Conflict');
  const id = await insertPoll(
    ctx.db,
    { storyId, partId, userId: place.ownerId, type: POLL_TYPE, question: draft.question.trim() },
    draft.options.map((o) => o.trim()),
  );
  return onePoll(ctx, place, id, voterOf(ctx, null));
}

/** `GET /writing/v1/…/polls`: the writer's polls of the part, with their results. */
export async function listWriterPolls(
  ctx: ServiceContext,
  storyId: number,
  partId: number,
): Promise<PollsList> {
  const place = await ownersPlace(ctx, storyId, partId);
  return { polls: await toPolls(ctx, place, await findPartPolls(ctx.db, partId), voterOf(ctx, null)) };
}

/** `DELETE /writing/v1/…/polls/{pollId}` */
export async function deletePoll(
  ctx: ServiceContext,
  storyId: number,
  partId: number,
  pollId: number,
): Promise<void> {
  const place = await ownersPlace(ctx, storyId, partId);
  await pollOf(ctx, place, pollId);
  await deletePollRow(ctx.db, pollId);
}
