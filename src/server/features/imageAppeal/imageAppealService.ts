/**
 * Image appeal (accounts-safety-messaging §4, §8): the owner of a flagged image may appeal it once.
 * Someone else's image is 403 (1154), an image that is not flagged 404, a visitor 401 (1018). An
 * image appealed before answers 409 with its `status` (submitted or resolved) and the spec's text.
 */
import { ApiError, ErrorCode } from '../../../shared/common/errors';
import type { AppealStatus, CoverFlag, FlaggedImage } from '../../../shared/imageAppeal/api';
import { IMAGE_APPEAL_MESSAGES as M } from '../../../shared/imageAppeal/messages';
import { appealReason, imagePath } from '../../../shared/imageAppeal/validation';
import type { ServiceContext } from '../../context';
import { parseFields } from '../../lib/fields';
import { getStory } from '../stories';
import { findFlagged, findFlaggedOf, markAppealed } from './imageAppealQueries';

const notSignedIn = (): ApiError =>
  new ApiError(401, ErrorCode.NotLoggedIn, 'You must be logged in to do that', 'NotLoggedIn');
const notYours = (): ApiError => new ApiError(403, ErrorCode.AccessDenied, 'Access denied', 'AccessDenied');
const notFlagged = (): ApiError => new ApiError(404, 404, 'This image has not been flagged', 'NotFound');
/** The 409 answer carries `status` in `error_type` (the client reads it) and in the body. */
export const alreadyAppealed = (status: Exclude<AppealStatus, 'none'>): ApiError =>
  new ApiError(409, 409, status === 'resolved' ? M.resolved : M.submitted, status);

/** The image URL as sent: a string of at most 500 characters (the column), else not flagged. */
function imageUrlOf(raw: unknown): string {
  if (typeof raw !== 'string' || !raw.trim() || raw.length > 500) throw notFlagged();
  return imagePath(raw);
}

async function ownFlagged(ctx: ServiceContext, raw: unknown): Promise<FlaggedImage> {
  if (!ctx.viewer) throw notSignedIn();
  const image = await findFlagged(ctx.db, imageUrlOf(raw));
  if (!image) throw notFlagged();
  if (image.userId !== ctx.viewer.id) throw notYours();
  const { userId: _owner, ...flagged } = image;
  return flagged;
}

/** A story's cover flag: flagged or not, and whether the viewer owns it (404 for a story they cannot see). */
export async function storyCoverFlag(ctx: ServiceContext, storyId: string): Promise<CoverFlag> {
  const story = await getStory(ctx, storyId, { fields: parseFields('id,cover') });
  const flag = await findFlagged(ctx.db, imagePath(story.cover));
  return {
    storyId: String(story.id),
    imageUrl: story.cover,
    flagged: !!flag,
    mine: !!flag && flag.userId === ctx.viewer?.id,
  };
}

export const getFlaggedImage = (ctx: ServiceContext, imageUrl: unknown): Promise<FlaggedImage> =>
  ownFlagged(ctx, imageUrl);

export async function myFlaggedImages(ctx: ServiceContext): Promise<FlaggedImage[]> {
  if (!ctx.viewer) throw notSignedIn();
  return findFlaggedOf(ctx.db, ctx.viewer.id);
}

export async function appealImage(
  ctx: ServiceContext,
  imageUrl: unknown,
  reason: unknown,
): Promise<{ image_url: string; status: AppealStatus }> {
  const image = await ownFlagged(ctx, imageUrl);
  if (image.status !== 'none') throw alreadyAppealed(image.status);
  const text = typeof reason === 'string' ? appealReason(reason.trim()) : '';
  if (!(await markAppealed(ctx.db, image.imageUrl, text))) {
    const now = await findFlagged(ctx.db, image.imageUrl);
    throw alreadyAppealed(now?.status === 'resolved' ? 'resolved' : 'submitted');
  }
  return { image_url: image.imageUrl, status: 'submitted' };
}
