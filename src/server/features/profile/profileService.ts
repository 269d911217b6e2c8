/**
 * Profiles and follows (reading-discovery §2 `/user/{username}`, §7; API-COMPAT.md
 * `GET /api/v3/users/{username}`): private fields only for the user themself; following is a
 * write of the signed-in user (401 code 1018; 403 code 1154 when acting as someone else).
 */
import { ApiError, ErrorCode } from '../../../shared/common/errors';
import type { StoriesPage } from '../../../shared/lists/api';
import type { ProfilePageData, UserCard, UserProfile, UsersPage } from '../../../shared/profile/api';
import { PROFILE_WORKS_PAGE } from '../../../shared/profile/works';
import { LISTS_MESSAGES as M } from '../../../shared/lists/messages';
import { avatarPath } from '../../../shared/common/media';
import { READING_LIST_FETCH_LIMIT } from '../../../shared/lists/validation';
import type { ServiceContext } from '../../context';
import { toApiDate, toBool } from '../../db/knex';
import { getUserLists, requireSelf, requireUser, storyCardsByIds, userNotFound } from '../lists';
import { feedPreferences } from '../contentSettings';
import { unreadCount } from '../inbox';
import { hidesMatureIn, isBlockedBy, safetyRelation, type MaturePreference } from '../../policy/visibility';
import { SAFETY_MESSAGES } from '../../../shared/safety/messages';
import { DEFAULT_PAGE, nextUrl, type Page } from '../../lib/paging';
import { API_AVATAR_SIZE } from '../stories';
import {
  findFollowedAmong,
  findFollowUsers,
  findProfileCounts,
  findUserStoryIds,
  findUserIdsByUsernames,
  isFollowing,
  setFollows,
  type FollowUserRow,
  type ProfileRow,
} from './profileQueries';

const avatarOf = (ctx: ServiceContext, row: { username: string; avatar_version: string | number | null }) =>
  `${ctx.origin}${avatarPath(row.username, String(row.avatar_version ?? 1), API_AVATAR_SIZE)}`;

/** `GET /api/v3/users/{username}` */
export async function getProfile(ctx: ServiceContext, username: string): Promise<UserProfile> {
  const row = await requireUser(ctx, username);
  const viewer = ctx.viewer;
  const [counts, following, follower, relation] = await Promise.all([
    findProfileCounts(ctx.db, row.id),
    viewer ? isFollowing(ctx.db, viewer.id, row.id) : false,
    viewer ? isFollowing(ctx.db, row.id, viewer.id) : false,
    safetyRelation(ctx, row.id),
  ]);
  const profile: UserProfile = {
    username: row.username,
    name: row.display_name || row.username,
    avatar: avatarOf(ctx, row),
    description: row.description ?? '',
    backgroundUrl: row.background_url ?? '',
    ...counts,
    createDate: toApiDate(row.created_at) ?? '',
    verified: toBool(row.is_verified),
    ambassador: toBool(row.is_ambassador),
    is_staff: toBool(row.is_staff),
    following,
    follower,
    highlight_colour: row.highlight_colour ?? '',
    safety: { isMuted: relation.mutes, isBlocked: relation.blocks },
    isMutingCurrentUser: relation.mutedBy,
    isBlockingCurrentUser: relation.blockedBy,
  };
  if (viewer?.id !== row.id) return profile;
  return { ...profile, ...privateFields(row), inbox: { unread: await unreadCount(ctx, row.id) } };
}

function privateFields(row: ProfileRow): Partial<UserProfile> {
  return {
    email: row.email ?? '',
    birthdate: row.birthdate ? String(row.birthdate).slice(0, 10) : '',
    has_password: Boolean(row.password_hash),
    verified_email: toBool(row.verified_email),
    inbox: { unread: 0 },
    notificationSettings: {
      alerts: toBool(row.notify_alerts),
      alertssub: toBool(row.notify_alertssub),
      subscribe: toBool(row.notify_subscribe),
    },
  };
}

const base = (row: ProfileRow) => `/api/v3/users/${encodeURIComponent(row.username)}`;

/**
 * `GET /api/v3/users/{username}/stories/published`, and `…/stories` (`which: 'all'`): the same for
 * anyone else, every story not deleted, drafts included, for the user themself. Mature stories
 * only for the writer and viewers whose content settings include them.
 */
export async function getUserStories(
  ctx: ServiceContext,
  username: string,
  page: Page,
  which: 'published' | 'all' = 'published',
  prefs?: MaturePreference,
): Promise<StoriesPage> {
  const row = await requireUser(ctx, username);
  const own = ctx.viewer?.id === Number(row.id);
  const drafts = which === 'all' && own;
  // Mature stories by the viewer's setting; a writer always sees their own (visibility policy).
  const hideMature = hidesMatureIn(prefs ?? (await feedPreferences(ctx)), own);
  const { ids, total } = await findUserStoryIds(ctx.db, row.id, page.limit, page.offset, {
    drafts,
    hideMature,
  });
  const path = `${base(row)}/stories${which === 'published' ? '/published' : ''}`;
  return {
    stories: await storyCardsByIds(ctx, ids, { drafts }),
    total,
    nextUrl: nextUrl(ctx.origin, path, page, total),
  };
}

/** `GET /api/v3/users/{username}/followers` and `/following` */
export async function getFollowUsers(
  ctx: ServiceContext,
  username: string,
  direction: 'followers' | 'following',
  page: Page,
): Promise<UsersPage> {
  const row = await requireUser(ctx, username);
  const { rows, total } = await findFollowUsers(ctx.db, row.id, direction, page.limit, page.offset);
  const ids = rows.map((r) => Number(r.id));
  const [followed, counts] = await Promise.all([
    ctx.viewer ? findFollowedAmong(ctx.db, ctx.viewer.id, ids) : new Set<number>(),
    Promise.all(rows.map((r) => findProfileCounts(ctx.db, Number(r.id)))),
  ]);
  const users = rows.map((r: FollowUserRow, i): UserCard => ({
    username: r.username,
    name: r.display_name || r.username,
    avatar: avatarOf(ctx, r),
    description: r.description ?? '',
    numStoriesPublished: counts[i].numStoriesPublished,
    numFollowers: counts[i].numFollowers,
    following: followed.has(Number(r.id)),
  }));
  return { users, total, nextUrl: nextUrl(ctx.origin, `${base(row)}/${direction}`, page, total) };
}

/** `POST|DELETE /api/v3/users/{username}/following` body users: the viewer (un)follows them. */
export async function setFollowing(
  ctx: ServiceContext,
  username: string,
  usernames: string[],
  follow: boolean,
) {
  const viewer = requireSelf(ctx, username, M.notYourFollows);
  const ids = await findUserIdsByUsernames(ctx.db, usernames);
  const missing = usernames.find((u) => !ids.has(u.toLowerCase()));
  if (missing) throw userNotFound();
  const targets = [...new Set(ids.values())];
  if (follow && targets.includes(viewer.id)) {
    throw new ApiError(400, ErrorCode.InvalidValue, M.cannotFollowSelf, 'InvalidValue');
  }
  // A blocked account cannot follow its blocker (accounts-safety-messaging §6).
  if (follow) {
    for (const id of targets) {
      if (await isBlockedBy(ctx.db, id, viewer.id)) {
        throw new ApiError(403, ErrorCode.AccessDenied, SAFETY_MESSAGES.blockedFollow, 'Blocked');
      }
    }
  }
  await ctx.db.transaction((trx) => setFollows(trx, viewer.id, targets, follow));
  return { users: usernames, following: follow };
}

const PROFILE_STORIES: Page = { ...DEFAULT_PAGE, limit: PROFILE_WORKS_PAGE };

/** The profile page: profile, published works, reading lists (one SSR load). */
export async function getProfilePage(ctx: ServiceContext, username: string): Promise<ProfilePageData> {
  const [user, prefs] = await Promise.all([getProfile(ctx, username), feedPreferences(ctx)]);
  const [stories, lists] = await Promise.all([
    getUserStories(ctx, username, PROFILE_STORIES, 'published', prefs),
    getUserLists(ctx, username, { ...DEFAULT_PAGE, limit: READING_LIST_FETCH_LIMIT }, prefs),
  ]);
  return { user, stories, lists: lists.lists };
}
