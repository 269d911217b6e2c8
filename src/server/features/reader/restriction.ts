/**
 * "Story restricted" (reading-discovery §2 "Reader extras"). Our rule: a mature story (rating 4 or
 * the mature flag) is restricted for visitors and for signed-in users whose birthdate says they are
 * under 18. Signed-in users without a birthdate are adults by their sign-up (the age check happens
 * there); the story's owner and sysadmins are never restricted. A restricted story's text is never
 * served (reader, storytext API, zip); its metadata stays visible.
 */
import { ApiError, ErrorCode } from '../../../shared/common/errors';
import { MATURE_RATING } from '../../../shared/stories/api';
import { readerMessages } from '../../../shared/reader/messages';
import { MATURE_MIN_AGE } from '../../../shared/reader/validation';
import type { ServiceContext } from '../../context';
import { toBool } from '../../db/dates';
import { findBirthdate } from './readerQueries';

export const STORY_RESTRICTED_TYPE = 'StoryRestricted';

export const storyRestricted = (): ApiError =>
  new ApiError(403, ErrorCode.AccessDenied, readerMessages.storyRestricted, STORY_RESTRICTED_TYPE);

/** Whole years between a 'YYYY-MM-DD' birthdate and `at` (UTC). */
export function ageOn(birthdate: string, at: Date): number {
  const [y, m, d] = birthdate.split('-').map(Number);
  let age = at.getUTCFullYear() - y;
  if (at.getUTCMonth() + 1 < m || (at.getUTCMonth() + 1 === m && at.getUTCDate() < d)) age -= 1;
  return age;
}

export async function isRestrictedFor(
  ctx: ServiceContext,
  story: { mature: unknown; rating: number | null },
  canManage: boolean,
): Promise<boolean> {
  if (canManage) return false;
  const mature = toBool(story.mature as number | boolean | null) || Number(story.rating) === MATURE_RATING;
  if (!mature) return false;
  if (!ctx.viewer) return true;
  const birthdate = await findBirthdate(ctx.db, ctx.viewer.id);
  return birthdate !== null && ageOn(birthdate, new Date()) < MATURE_MIN_AGE;
}
