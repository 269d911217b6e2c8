/**
 * "Story restricted" (reading-discovery §2 "Reader extras"): the error, and the viewer's birthdate
 * for the visibility policy's rule (server/policy/visibility.ts `isRestricted`: mature stories for
 * visitors and under-18s). A restricted story's text is never served (reader, storytext API, zip);
 * its metadata stays visible.
 */
import { ApiError, ErrorCode } from '../../../shared/common/errors';
import { readerMessages } from '../../../shared/reader/messages';
import type { ServiceContext } from '../../context';
import { ageOn, isRestricted } from '../../policy/visibility';
import { findBirthdate } from './readerQueries';

export const STORY_RESTRICTED_TYPE = 'StoryRestricted';

export const storyRestricted = (): ApiError =>
  new ApiError(403, ErrorCode.AccessDenied, readerMessages.storyRestricted, STORY_RESTRICTED_TYPE);

/** The policy's age rule, here too for the reader's callers and tests. */
export { ageOn };

/** Whether the story's text is kept from the viewer (the visibility policy's `isRestricted`). */
export async function isRestrictedFor(
  ctx: ServiceContext,
  story: { mature: unknown; rating: number | null },
  canManage: boolean,
): Promise<boolean> {
  const viewer = ctx.viewer;
  return isRestricted(story, canManage, viewer, () =>
    viewer ? findBirthdate(ctx.db, viewer.id) : Promise.resolve(null),
  );
}
