/**
 * Reading lists and the library (reading-discovery §3, §4 "Reading list add/remove", §7).
 * Reads of lists are public (API tools read them); the library and every write belong to the
 * signed-in owner: 401 code 1018 for a visitor, 403 code 1154 for someone else's list or library.
 */
import { ApiError, ErrorCode } from '../../../shared/common/errors';
import type { CreatedList, ListsPage, ReadingList, StoriesPage } from '../../../shared/lists/api';
import type { Viewer } from '../../../shared/common/session';
import { LISTS_MESSAGES as M } from '../../../shared/lists/messages';
import type { ServiceContext } from '../../context';
import { parseFields, subFields, wantsField } from '../../lib/fields';
import { requireViewer } from '../../session/requireViewer';
import { hidesMatureIn, type MaturePreference } from '../../policy/visibility';
import { listTags } from '../../../shared/common/tags';
import { loadStory, storyTagNames } from '../stories';
import { findUserByUsername, type ProfileRow } from '../profile';
import {
  addLibraryStories,
  addListStories,
  findLibraryStoryIds,
  findList,
  findListByName,
  findListStoryIds,
  findListsOfUser,
  findListTagNames,
  findUnlistableIds,
  insertList,
  isFeatured,
  removeLibraryStory,
  removeListStory,
  type ListSummaryRow,
} from './listsQueries';
import { nextUrl, type Page } from '../../lib/paging';
import { storyCardsByIds } from './storyCards';

export const listNotFound = (): ApiError =>
  new ApiError(404, ErrorCode.ReadingListNotFound, M.listNotFound, 'NotFound');
export const userNotFound = (): ApiError =>
  new ApiError(404, ErrorCode.UserNotFound, M.userNotFound, 'NotFound');
export const accessDenied = (message: string = M.notYours): ApiError =>
  new ApiError(403, ErrorCode.AccessDenied, message, 'AccessDenied');

export async function requireUser(ctx: ServiceContext, username: string): Promise<ProfileRow> {
  const user = username ? await findUserByUsername(ctx.db, username) : undefined;
  if (!user) throw userNotFound();
  return user;
}

/**
 * The signed-in viewer when `username` names them; 401 for a visitor, 403 for another user with
 * `refusal`, which names what was refused (every feature that uses this passes its own: a
 * refusal of someone's content settings must not speak of reading lists).
 */
export function requireSelf(ctx: ServiceContext, username: string, refusal: string): Viewer {
  const viewer = requireViewer(ctx);
  if (viewer.username.toLowerCase() !== username.toLowerCase()) throw accessDenied(refusal);
  return viewer;
}

const ID_ONLY = parseFields('id');

/**
 * Every story must be one the viewer can see (story not found, 1017, otherwise) and published: a
 * draft, which only its owner sees, cannot be added (400, 1005).
 */
async function checkStories(ctx: ServiceContext, storyIds: readonly number[]): Promise<void> {
  for (const id of storyIds) await loadStory(ctx, id, { fields: ID_ONLY });
  if ((await findUnlistableIds(ctx.db, storyIds)).length > 0) {
    throw new ApiError(400, ErrorCode.InvalidValue, M.draftStory, 'InvalidValue');
  }
}

const summaryOf = (row: ListSummaryRow, cover: string, tags: string[]): ReadingList => ({
  id: Number(row.id),
  name: row.name,
  user: { name: row.username },
  numStories: Number(row.num_stories ?? 0),
  cover,
  tags,
  featured: isFeatured(row),
});

/**
 * Lists with their covers (each list's first story) and, when `withTags`, their tags (`listTags`):
 * one query for all the covers, one for all the tags.
 */
async function toReadingLists(
  ctx: ServiceContext,
  rows: readonly ListSummaryRow[],
  withTags: boolean,
  hideMature: boolean,
): Promise<ReadingList[]> {
  const [cards, tagNames] = await Promise.all([
    storyCardsByIds(
      ctx,
      rows.flatMap((r) => (r.first_story_id ? [Number(r.first_story_id)] : [])),
    ),
    withTags
      ? findListTagNames(
          ctx.db,
          rows.map((r) => Number(r.id)),
          hideMature,
        )
      : new Map<number, (string | null)[]>(),
  ]);
  const covers = new Map(cards.map((c) => [Number(c.id), c.cover]));
  return rows.map((r) =>
    summaryOf(
      r,
      covers.get(Number(r.first_story_id)) ?? '',
      listTags((tagNames.get(Number(r.id)) ?? []).map((names) => storyTagNames({ tag_names: names }))),
    ),
  );
}

/** One list with its stories (in list order); the cover is the first of them. */
async function toReadingList(
  ctx: ServiceContext,
  row: ListSummaryRow,
  hideMature: boolean,
): Promise<ReadingList> {
  const stories = await storyCardsByIds(ctx, await findListStoryIds(ctx.db, Number(row.id), hideMature));
  const tags = listTags(stories.map((s) => s.tags));
  return { ...summaryOf(row, stories[0]?.cover ?? '', tags), stories };
}

/**
 * `GET /api/v3/users/{username}/lists`. Anyone but the owner may get them from the read cache (a
 * few seconds old: the home page's featured lists are the curation profile's, the same for every
 * reader of a language); the owner always reads their own lists fresh. Another's lists leave mature
 * stories out (count, cover, tags) by the viewer's setting `prefs`; the owner's keep what they saved.
 */
export async function getUserLists(
  ctx: ServiceContext,
  username: string,
  page: Page,
  prefs: MaturePreference,
): Promise<ListsPage> {
  // The tags read every story of the lists: only when the answer keeps them (`fields=`).
  const withTags = wantsField(subFields(parseFields(page.extra.fields), 'lists'), 'tags');
  const own = ctx.viewer?.username.toLowerCase() === username.toLowerCase();
  if (own) return loadUserLists(ctx, username, page, withTags, false);
  const hideMature = hidesMatureIn(prefs, false);
  const key = `lists:${username.toLowerCase()}:${page.limit}:${page.offset}:${withTags}:${hideMature}:${ctx.origin}`;
  return ctx.cache.memo(key, () => loadUserLists(ctx, username, page, withTags, hideMature));
}

async function loadUserLists(
  ctx: ServiceContext,
  username: string,
  page: Page,
  withTags: boolean,
  hideMature: boolean,
): Promise<ListsPage> {
  const user = await requireUser(ctx, username);
  const { rows, total } = await findListsOfUser(ctx.db, user.id, page.limit, page.offset, hideMature);
  const lists = await toReadingLists(ctx, rows, withTags, hideMature);
  const path = `/api/v3/users/${encodeURIComponent(user.username)}/lists`;
  return { lists, total, nextUrl: nextUrl(ctx.origin, path, page, total) };
}

/** `GET /api/v3/lists/{id}` (another's list without mature stories by the viewer's setting). */
export async function getList(
  ctx: ServiceContext,
  id: number,
  prefs: MaturePreference,
): Promise<ReadingList> {
  const row = await findList(ctx.db, id);
  if (!row) throw listNotFound();
  return toReadingList(ctx, row, hidesMatureIn(prefs, ctx.viewer?.id === Number(row.user_id)));
}

/**
 * `POST /api/v3/lists/`: a name equal to one of the viewer's lists ignoring case reuses that list
 * (adding the stories); otherwise a new list. One transaction.
 */
export async function createList(
  ctx: ServiceContext,
  name: string,
  storyIds: readonly number[],
): Promise<CreatedList> {
  const viewer = requireViewer(ctx);
  await checkStories(ctx, storyIds);
  return ctx.db.transaction(async (trx) => {
    const existing = await findListByName(trx, viewer.id, name);
    const id = existing ? Number(existing.id) : await insertList(trx, viewer.id, name);
    if (storyIds.length > 0) await addListStories(trx, id, storyIds);
    return { id, name: existing ? existing.name : name };
  });
}

async function ownList(ctx: ServiceContext, listId: number): Promise<ListSummaryRow> {
  const viewer = requireViewer(ctx);
  const row = await findList(ctx.db, listId);
  if (!row) throw listNotFound();
  if (Number(row.user_id) !== viewer.id) throw accessDenied();
  return row;
}

/** `POST /api/v3/lists/{id}/stories` */
export async function addToList(
  ctx: ServiceContext,
  listId: number,
  storyIds: readonly number[],
): Promise<void> {
  await ownList(ctx, listId);
  await checkStories(ctx, storyIds);
  await ctx.db.transaction((trx) => addListStories(trx, listId, storyIds));
}

/** `DELETE /api/v3/lists/{id}/stories/{storyId}` (removing a story that is not there is fine). */
export async function removeFromList(ctx: ServiceContext, listId: number, storyId: number): Promise<void> {
  await ownList(ctx, listId);
  await removeListStory(ctx.db, listId, storyId);
}

/** `GET /api/v3/users/{username}/library` (the owner only). */
export async function getLibrary(ctx: ServiceContext, username: string, page: Page): Promise<StoriesPage> {
  const user = await requireUser(ctx, username);
  const viewer = requireSelf(ctx, username, M.libraryPrivate);
  const { ids, total } = await findLibraryStoryIds(ctx.db, viewer.id, page.limit, page.offset);
  const path = `/api/v3/users/${encodeURIComponent(user.username)}/library`;
  return { stories: await storyCardsByIds(ctx, ids), total, nextUrl: nextUrl(ctx.origin, path, page, total) };
}

/** `POST /api/v3/users/{username}/library` */
export async function addToLibrary(ctx: ServiceContext, username: string, storyIds: readonly number[]) {
  const viewer = requireSelf(ctx, username, M.notYours);
  await checkStories(ctx, storyIds);
  await ctx.db.transaction((trx) => addLibraryStories(trx, viewer.id, storyIds));
  return { stories: storyIds.map((id) => ({ id: String(id) })) };
}

/** `DELETE /api/v3/users/{username}/library/{storyId}` */
export async function removeFromLibrary(
  ctx: ServiceContext,
  username: string,
  storyId: number,
): Promise<void> {
  const viewer = requireSelf(ctx, username, M.notYours);
  await removeLibraryStory(ctx.db, viewer.id, storyId);
}
