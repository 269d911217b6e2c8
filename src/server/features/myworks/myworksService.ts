/**
 * The writing studio's rules (issue 28 #1, #5): only a signed-in writer has works (401 / 1018), and
 * only a story's owner reads or changes its settings and notes (403 / 1154; a missing or deleted
 * story 404 / 1017). Writes are checked here, whatever the client did, and run in a transaction.
 */
import { ApiError, ErrorCode } from '../../../shared/common/errors';
import { coverPath } from '../../../shared/common/media';
import { storyPath } from '../../../shared/common/slug';
import type {
  CreatedStory,
  MyStoryPage,
  MyWork,
  MyWorksPage,
  SaveNotesBody,
  StorySettings,
} from '../../../shared/myworks/api';
import { MYWORKS_MESSAGES as M, NOTES_MESSAGES as N } from '../../../shared/myworks/messages';
import { isNotesComplete, notesFromWire, type StoryNotesWire } from '../../../shared/myworks/notes';
import {
  MATURE_RATING,
  UNTITLED_STORY_TITLE,
  untitledPartTitle,
  type StorySettingsInput,
} from '../../../shared/myworks/validation';
import type { ServiceContext } from '../../context';
import { toApiDate, toBool } from '../../db/knex';
import { refreshStoryStats } from '../../db/storyStats';
import { parseId } from '../../lib/http';
import { requireViewer } from '../../session/requireViewer';
import {
  findCategoryChoices,
  findDraftCounts,
  findLanguageChoices,
  findMyStoryRows,
  findNotesRow,
  findPartRows,
  findStoryRow,
  findStoryTagNames,
  insertStoryWithPart,
  replaceStoryTags,
  updateStory,
  upsertNotes,
  type MyStoryRow,
} from './myworksQueries';

const COVER_WIDTH = 256;

export const storyMissing = (): ApiError =>
  new ApiError(404, ErrorCode.StoryNotFound, 'Story not found', 'NotFound');
const notYours = (): ApiError => new ApiError(403, ErrorCode.AccessDenied, M.notYours, 'AccessDenied');
const invalid = (message: string, fieldErrors?: Record<string, string>): ApiError =>
  new ApiError(400, ErrorCode.InvalidValue, message, 'InvalidValue', fieldErrors);

const urlOf = (ctx: ServiceContext, row: Pick<MyStoryRow, 'id' | 'title'>) =>
  `${ctx.origin}${storyPath(row.id, row.title)}`;
const coverOf = (ctx: ServiceContext, row: Pick<MyStoryRow, 'id' | 'cover_version'>) =>
  `${ctx.origin}${coverPath(row.id, String(row.cover_version ?? 0), COVER_WIDTH)}`;

/** The viewer's own story, not deleted; else 401, 404 or 403. */
export async function requireOwnStory(ctx: ServiceContext, storyId: unknown): Promise<MyStoryRow> {
  const viewer = requireViewer(ctx);
  const id = parseId(storyId);
  const row = id === null ? undefined : await findStoryRow(ctx.db, id);
  if (!row || row.deleted_at) throw storyMissing();
  if (Number(row.user_id) !== viewer.id) throw notYours();
  return row;
}

/** `GET /v5/myworks`: the viewer's stories, published and draft, with their part counts. */
export async function listMyWorks(ctx: ServiceContext): Promise<MyWorksPage> {
  const viewer = requireViewer(ctx);
  const rows = await findMyStoryRows(ctx.db, viewer.id);
  const drafts = await findDraftCounts(
    ctx.db,
    rows.map((r) => Number(r.id)),
  );
  const stories = rows.map((r): MyWork => {
    const d = drafts.get(Number(r.id));
    return {
      id: String(r.id),
      title: r.title,
      cover: coverOf(ctx, r),
      url: urlOf(ctx, r),
      publishedParts: Number(r.published_part_count),
      draftParts: d?.drafts ?? 0,
      readCount: Number(r.read_count),
      voteCount: Number(r.vote_count),
      commentCount: Number(r.comment_count),
      modifyDate: toApiDate(r.modified_at) ?? '',
      lastPartId: d?.lastPartId ?? null,
    };
  });
  return { stories };
}

/** `POST /v5/myworks`: a story with the untitled title and a first draft part, in one transaction. */
export async function createStory(ctx: ServiceContext): Promise<CreatedStory> {
  const viewer = requireViewer(ctx);
  const made = await ctx.db.transaction((trx) =>
    insertStoryWithPart(trx, viewer.id, viewer.languageId || 1, UNTITLED_STORY_TITLE, untitledPartTitle(1)),
  );
  return { storyId: String(made.storyId), partId: made.partId };
}

async function settingsOf(ctx: ServiceContext, row: MyStoryRow): Promise<StorySettings> {
  const [tags, parts] = await Promise.all([findStoryTagNames(ctx.db, row.id), findPartRows(ctx.db, row.id)]);
  return {
    id: String(row.id),
    title: row.title,
    description: row.description ?? '',
    tags,
    category: row.category_id === null ? null : Number(row.category_id),
    language: Number(row.language_id),
    mature: toBool(row.mature) || Number(row.rating) === MATURE_RATING,
    completed: toBool(row.completed),
    copyright: Number(row.copyright) || 1,
    cover: coverOf(ctx, row),
    url: urlOf(ctx, row),
    parts: parts.map((p) => ({
      id: Number(p.id),
      title: p.title,
      draft: toBool(p.draft),
      deleted: Boolean(p.deleted_at),
      scheduledPublishDatetime: toApiDate(p.scheduled_publish_at),
      modifyDate: toApiDate(p.modified_at) ?? '',
    })),
  };
}

/** `GET /v5/myworks/{storyId}`: the settings and the dropdowns' choices (owner only). */
export async function getMyStory(ctx: ServiceContext, storyId: unknown): Promise<MyStoryPage> {
  const row = await requireOwnStory(ctx, storyId);
  const [story, categories, languages] = await Promise.all([
    settingsOf(ctx, row),
    findCategoryChoices(ctx.db, row.category_id === null ? null : Number(row.category_id)),
    findLanguageChoices(ctx.db),
  ]);
  return {
    story,
    categories: categories.map((c) => ({ id: Number(c.id), name: c.name })),
    languages: languages.map((l) => ({ id: Number(l.id), name: l.name })),
  };
}

/**
 * `PUT /v5/myworks/{storyId}` and the settings form: the story details (already parsed by the
 * shared rules), checked against the known categories and languages, saved with the tags and the
 * story's derived columns in one transaction.
 */
export async function saveSettings(
  ctx: ServiceContext,
  storyId: unknown,
  input: StorySettingsInput,
): Promise<StorySettings> {
  const row = await requireOwnStory(ctx, storyId);
  const [categories, languages] = await Promise.all([
    findCategoryChoices(ctx.db, row.category_id === null ? null : Number(row.category_id)),
    findLanguageChoices(ctx.db),
  ]);
  if (input.category !== null && !categories.some((c) => Number(c.id) === input.category))
    throw invalid(M.unknownCategory, { category: M.unknownCategory });
  if (!languages.some((l) => Number(l.id) === input.language))
    throw invalid(M.unknownLanguage, { language: M.unknownLanguage });
  const rating = input.mature ? MATURE_RATING : Number(row.rating) === MATURE_RATING ? 0 : Number(row.rating);
  await ctx.db.transaction(async (trx) => {
    await updateStory(trx, row.id, {
      title: input.title,
      description: input.description,
      category_id: input.category,
      language_id: input.language,
      mature: input.mature,
      rating,
      completed: input.completed,
      copyright: input.copyright,
    });
    await replaceStoryTags(trx, row.id, input.tags);
    await refreshStoryStats(trx, row.id);
  });
  const saved = await findStoryRow(ctx.db, row.id);
  return settingsOf(ctx, saved ?? row);
}

/** `GET /v5/stories/{id}/notes` (owner only): the notes, or null before the first save. */
export async function getNotes(ctx: ServiceContext, storyId: unknown): Promise<StoryNotesWire | null> {
  const row = await requireOwnStory(ctx, storyId);
  const notes = await findNotesRow(ctx.db, row.id);
  if (!notes) return null;
  return { ...(JSON.parse(notes.notes) as Omit<StoryNotesWire, 'id'>), id: Number(row.id) };
}

/** `POST /v5/stories`: saves the notes (owner only); Submit needs every field (§4). */
export async function saveNotes(ctx: ServiceContext, body: SaveNotesBody): Promise<StoryNotesWire> {
  const row = await requireOwnStory(ctx, body.id);
  const wire: StoryNotesWire = {
    id: Number(row.id),
    protagonist: body.protagonist,
    protagonist_goal: body.protagonist_goal,
    opportunity: body.opportunity,
  };
  if (body.submitted && !isNotesComplete(notesFromWire(wire))) throw invalid(N.incomplete);
  const { id: _id, ...stored } = wire;
  await ctx.db.transaction((trx) =>
    upsertNotes(trx, row.id, JSON.stringify(stored), Boolean(body.submitted)),
  );
  return wire;
}
