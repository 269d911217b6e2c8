/**
 * Search (reading-discovery §2 "Search page", §4; API-COMPAT.md): stories by full text with the
 * page's filters, people by name, tag autocomplete. SSR and the API routers both call these.
 */
import { ApiError, ErrorCode } from '../../../shared/common/errors';
import {
  storySearchParams,
  type SearchStoriesAnswer,
  type SearchStory,
  type SearchUser,
  type SearchUsersAnswer,
  type StorySearchRequest,
} from '../../../shared/search/api';
import { SEARCH_MESSAGES } from '../../../shared/search/messages';
import { avatarPath } from '../../../shared/common/media';
import { normaliseTag } from '../../../shared/search/validation';
import type { ServiceContext } from '../../context';
import { toApiDate, toBool } from '../../db/dates';
import { hidesMature } from '../../policy/visibility';
import { feedPreferences } from '../contentSettings';
import { API_AVATAR_SIZE, toStoryCard } from '../stories';
import { withoutHiddenAuthors } from '../safety';
import {
  findStoryMatches,
  findStoryRowsByIds,
  findTagFacets,
  findTagStoryIds,
  findTagsByPrefix,
  queryTokens,
} from './searchQueries';
import { findUserCardCounts, findUserMatches, type UserCardCounts, type UserRow } from './searchUserQueries';

export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 100;
/** Facets come from this many best matches (first page only). */
const FACET_SAMPLE = 100;
const FACET_COUNT = 10;
export const AUTOCOMPLETE_LIMIT = 10;

export const freeAndPaidError = (): ApiError =>
  new ApiError(400, ErrorCode.InvalidValue, SEARCH_MESSAGES.freeAndPaid, 'InvalidValue', {
    hidePaid: SEARCH_MESSAGES.freeAndPaid,
  });

/** `GET /v4/search/stories`. `extra` query parameters (e.g. `fields`) are carried into `nextUrl`. */
export async function searchStories(
  ctx: ServiceContext,
  req: StorySearchRequest,
  extra: Record<string, string> = {},
): Promise<SearchStoriesAnswer> {
  if (req.filters.hideFree && req.filters.hidePaid) throw freeAndPaidError();
  const wantFacets = req.offset === 0;
  // The listing rule (visibility policy): mature only for viewers whose settings include it.
  const prefs = await feedPreferences(ctx);
  const filters = { ...req.filters, hideMature: hidesMature(prefs, req.filters.hideMature) };
  const { ids, total, best } = await rankedMatches(ctx, queryTokens(req.query), { ...req, filters });
  const [stories, tags] = await Promise.all([
    storyCards(ctx, ids).then((cards) => withoutHiddenAuthors(ctx, cards)),
    wantFacets ? findTagFacets(ctx.db, best.slice(0, FACET_SAMPLE), FACET_COUNT) : Promise.resolve([]),
  ]);
  const next = req.offset + req.limit;
  const params = storySearchParams({ ...req, offset: next });
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return {
    stories,
    total,
    nextUrl: next < total ? `${ctx.origin}/v4/search/stories?${params.toString()}` : null,
    tags,
  };
}

/**
 * The best matches of a (query, filters) are ranked once and kept in ctx.cache (ReadCache: 15 s, per
 * process): "More" pages inside the window, and everyone asking the same search, reuse that ranking
 * (results do not depend on the viewer). Pages past the window query the page directly.
 */
export const MATCH_WINDOW = 150;

async function rankedMatches(
  ctx: ServiceContext,
  tokens: string[],
  req: StorySearchRequest,
): Promise<{ ids: number[]; total: number; best: number[] }> {
  const inWindow = req.offset + req.limit <= MATCH_WINDOW;
  const load = () =>
    findStoryMatches(ctx.db, {
      tokens,
      filters: req.filters,
      limit: inWindow ? MATCH_WINDOW : req.limit,
      offset: inWindow ? 0 : req.offset,
      now: new Date(),
    });
  if (!inWindow) {
    const page = await load();
    return { ...page, best: [] };
  }
  const key = `search:stories:${JSON.stringify([tokens, req.filters])}`;
  const window = await ctx.cache.memo(key, load);
  return { ids: window.ids.slice(req.offset, req.offset + req.limit), total: window.total, best: window.ids };
}

/** Result cards for story ids, in order (one query whatever the count). */
async function storyCards(ctx: ServiceContext, ids: number[]): Promise<SearchStory[]> {
  const rows = await findStoryRowsByIds(ctx.db, ids);
  return rows.map((row) => ({
    ...toStoryCard(row, ctx.origin),
    language: { id: Number(row.language_id ?? 1), name: row.language_name ?? '' },
    length: Number(row.length ?? 0),
    modifyDate: toApiDate(row.modified_at) ?? '',
    paidModel: row.paid_model ?? '',
  }));
}

/** `GET /v4/tags/{tag}/stories`: the `/stories/{tag}` browse page's list. */
export async function browseTag(
  ctx: ServiceContext,
  tag: string,
  limit: number,
  offset: number,
): Promise<SearchStoriesAnswer> {
  const name = normaliseTag(tag);
  const hideMature = hidesMature(await feedPreferences(ctx));
  const { ids, total } = await findTagStoryIds(ctx.db, name, limit, offset, hideMature);
  const next = offset + limit;
  const params = new URLSearchParams({ limit: String(limit), offset: String(next) });
  return {
    stories: await withoutHiddenAuthors(ctx, await storyCards(ctx, ids)),
    total,
    nextUrl:
      next < total ? `${ctx.origin}/v4/tags/${encodeURIComponent(name)}/stories?${params.toString()}` : null,
    tags: [],
  };
}

export interface UserSearchRequest {
  query: string;
  limit: number;
  offset: number;
}

const NO_COUNTS: UserCardCounts = { numStoriesPublished: 0, numFollowers: 0, numLists: 0, following: false };

function toSearchUser(ctx: ServiceContext, row: UserRow, counts: UserCardCounts): SearchUser {
  const badges: string[] = [];
  if (toBool(row.is_staff)) badges.push('staff');
  if (toBool(row.is_verified)) badges.push('verified');
  if (toBool(row.is_ambassador)) badges.push('ambassador');
  return {
    username: row.username,
    name: row.display_name || row.username,
    avatar: `${ctx.origin}${avatarPath(row.username, String(row.avatar_version ?? 0), API_AVATAR_SIZE)}`,
    description: row.description ?? '',
    numLists: counts.numLists,
    numFollowers: counts.numFollowers,
    numStoriesPublished: counts.numStoriesPublished,
    badges,
    following: counts.following,
  };
}

/** `GET /v4/search/users/`. */
export async function searchUsers(
  ctx: ServiceContext,
  req: UserSearchRequest,
  extra: Record<string, string> = {},
): Promise<SearchUsersAnswer> {
  const { rows, total } = await findUserMatches(ctx.db, queryTokens(req.query), req.limit, req.offset);
  const counts = await findUserCardCounts(
    ctx.db,
    rows.map((r) => Number(r.id)),
    ctx.viewer?.id ?? null,
  );
  const next = req.offset + req.limit;
  const params = new URLSearchParams({
    query: req.query,
    limit: String(req.limit),
    offset: String(next),
    ...extra,
  });
  return {
    users: rows.map((r) => toSearchUser(ctx, r, counts.get(Number(r.id)) ?? NO_COUNTS)),
    total,
    nextUrl: next < total ? `${ctx.origin}/v4/search/users/?${params.toString()}` : null,
  };
}

/** `GET /api/v3/autocomplete/tag?term=`: tag names starting with the term, minus those already chosen. */
export async function autocompleteTags(
  ctx: ServiceContext,
  term: string,
  exclude: string[],
): Promise<string[]> {
  const t = term.replace(/[#\\]/g, '').trim().toLowerCase();
  if (!t || /\s/.test(t)) return [];
  return findTagsByPrefix(ctx.db, t, exclude, AUTOCOMPLETE_LIMIT);
}
