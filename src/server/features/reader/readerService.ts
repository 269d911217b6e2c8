/**
 * Reader rules: votes on parts and reading positions. Signed-in only (401 code 1018); the part must
 * be one the viewer can see (the parts service's visibility rules) and belong to the given story.
 * Nothing here goes through the anonymous read cache: every answer is per viewer.
 */
import { partNotFound } from '../../../shared/common/errors';
import type { ReadingPosition, VoteResult } from '../../../shared/reader/api';
import type { ServiceContext } from '../../context';
import { parseFields } from '../../lib/fields';
import { requireViewer } from '../../session/requireViewer';
import { getPart, loadStory } from '../stories';
import { findReadingPosition, hasVoted, saveReadingPosition, setVote } from './readerQueries';

export { requireViewer };

const PART_CHECK_FIELDS = parseFields('id,groupId,draft,deleted');

/** Throws partNotFound() unless `partId` is a part of `storyId` the viewer can see. */
async function checkPart(ctx: ServiceContext, storyId: number, partId: number): Promise<void> {
  const part = await getPart(ctx, partId, { fields: PART_CHECK_FIELDS });
  if (Number(part.groupId) !== storyId) throw partNotFound();
}

/** Vote (`voted` true) or unvote a part; idempotent per (user, part). */
export async function votePart(
  ctx: ServiceContext,
  storyId: number,
  partId: number,
  voted: boolean,
): Promise<VoteResult> {
  const viewer = requireViewer(ctx);
  await checkPart(ctx, storyId, partId);
  const counts = await setVote(ctx.db, { userId: viewer.id, storyId, partId, voted });
  return { storyId: String(storyId), partId, ...counts };
}

/** Vote for a part given only its id (a visitor's vote carried through log-in: accounts/intent.ts). */
export async function voteForPart(ctx: ServiceContext, partId: number): Promise<VoteResult> {
  const part = await getPart(ctx, partId, { fields: PART_CHECK_FIELDS });
  return votePart(ctx, Number(part.groupId), partId, true);
}

/** Whether the signed-in viewer voted for a part (false for a visitor). */
export async function viewerVoted(ctx: ServiceContext, partId: number): Promise<boolean> {
  return ctx.viewer ? hasVoted(ctx.db, ctx.viewer.id, partId) : false;
}

export async function getReadingPosition(ctx: ServiceContext, storyId: number): Promise<ReadingPosition> {
  const viewer = requireViewer(ctx);
  await loadStory(ctx, storyId, { fields: parseFields('id') });
  const row = await findReadingPosition(ctx.db, viewer.id, storyId);
  return row ? { part: Number(row.part_id), position: Number(row.position) } : { part: null, position: 0 };
}

export async function syncReadingPosition(
  ctx: ServiceContext,
  storyId: number,
  partId: number,
  position: number,
): Promise<ReadingPosition> {
  const viewer = requireViewer(ctx);
  await checkPart(ctx, storyId, partId);
  await saveReadingPosition(ctx.db, { userId: viewer.id, storyId, partId, position });
  return { part: partId, position };
}
