/**
 * Content settings rules (accounts-safety-messaging §3–§5, §8): the user themself only (401 code
 * 1018 for a visitor, 403 code 1154 for anyone else); blocked tags lowercase, no spaces, no
 * duplicates, never an unblockable tag, at most the limit; onboarding genres known and at most 3.
 */
import { ApiError, ErrorCode } from '../../../shared/common/errors';
import type { ContentSettings } from '../../../shared/contentSettings/api';
import { contentSettingsMessages as CM } from '../../../shared/contentSettings/messages';
import type { Viewer } from '../../../shared/common/session';
import {
  BLOCKED_TAG_LIMIT,
  blockedTagsError,
  UNBLOCKABLE_TAGS,
} from '../../../shared/contentSettings/validation';
import { preferredTagsError } from '../../../shared/onboarding/validation';
import type { ServiceContext } from '../../context';
import { visitorFeedPreferences } from '../../policy/visibility';
import { requireSelf } from '../lists';
import { listGenres } from '../onboarding';
import {
  findBlockedTags,
  findSettings,
  replaceBlockedTags,
  saveIncludeMature,
  savePreferredTags,
} from './contentSettingsQueries';

export const TAG_RULES = { limit: BLOCKED_TAG_LIMIT, unblockable: UNBLOCKABLE_TAGS };

const invalid = (message: string): ApiError =>
  new ApiError(400, ErrorCode.InvalidValue, message, 'InvalidValue');

export async function getContentSettings(ctx: ServiceContext, username: string): Promise<ContentSettings> {
  const viewer = requireSelf(ctx, username, CM.notYours);
  return settingsOf(ctx, viewer);
}

async function settingsOf(ctx: ServiceContext, viewer: Viewer): Promise<ContentSettings> {
  const [settings, blockedTags] = await Promise.all([
    findSettings(ctx.db, viewer.id),
    findBlockedTags(ctx.db, viewer.id),
  ]);
  return {
    includeMature: settings.includeMature,
    blockedTags,
    tagLimit: BLOCKED_TAG_LIMIT,
    unblockableTags: [...UNBLOCKABLE_TAGS],
  };
}

export async function setIncludeMature(
  ctx: ServiceContext,
  username: string,
  includeMature: boolean,
): Promise<void> {
  const viewer = requireSelf(ctx, username, CM.notYours);
  await saveIncludeMature(ctx.db, viewer.id, includeMature);
}

export async function setBlockedTags(ctx: ServiceContext, username: string, tags: string[]): Promise<void> {
  const viewer = requireSelf(ctx, username, CM.notYours);
  const error = blockedTagsError(tags, TAG_RULES);
  if (error) throw invalid(error);
  await replaceBlockedTags(ctx.db, viewer.id, tags);
}

/** Onboarding's Finish: the genres are stored as the user's preferred tags. */
export async function setPreferredTags(ctx: ServiceContext, username: string, tags: string[]): Promise<void> {
  const viewer = requireSelf(ctx, username, CM.notYourGenres);
  const genres = await listGenres(ctx);
  const error = preferredTagsError(
    tags,
    genres.map((g) => g.name),
  );
  if (error) throw invalid(error);
  await savePreferredTags(ctx.db, viewer.id, [...new Set(tags)]);
}

/** What the home feed honours for the viewer: visitors see no mature stories and block nothing. */
export async function feedPreferences(
  ctx: ServiceContext,
): Promise<{ includeMature: boolean; blockedTags: string[] }> {
  if (!ctx.viewer) return visitorFeedPreferences();
  const [settings, blockedTags] = await Promise.all([
    findSettings(ctx.db, ctx.viewer.id),
    findBlockedTags(ctx.db, ctx.viewer.id),
  ]);
  return { includeMature: settings.includeMature, blockedTags };
}

export { findSettings };
