/**
 * The part editor's rules (issue 28 #2): only the story's owner reads a part for editing, saves
 * its text, adds, reorders and deletes parts (a visitor: 401/1018; anyone else, admins included:
 * 403/1154). Every write is one transaction that also keeps the story's denormalised counts
 * (`refreshStoryStats`). Saved text is sanitised (sanitize.ts) and stored as paragraphs whose ids
 * stay for unchanged paragraphs (paragraph comments stay anchored).
 */
import type { Knex } from 'knex';
import { ApiError, ErrorCode, partNotFound, storyNotFound } from '../../../shared/common/errors';
import { joinParagraphs, parseParagraphs } from '../../../shared/common/paragraphs';
import type {
  CreatedPart,
  EditorDocument,
  EditorPart,
  EditorPartItem,
  EditorPartStatus,
  SavedText,
} from '../../../shared/editor/api';
import { editorPath } from '../../../shared/editor/forms';
import { EDITOR_MESSAGES as M } from '../../../shared/editor/messages';
import { MAX_PARAGRAPHS, MAX_PARTS, normalisePartTitle } from '../../../shared/editor/validation';
import type { ServiceContext } from '../../context';
import { now, toApiDate, toBool } from '../../db/knex';
import { buildPartHtml, md5, paragraphId, type PartHtml } from '../../db/paragraphIds';
import { refreshStoryStats } from '../../db/storyStats';
import { requireViewer } from '../../session/requireViewer';
import {
  findPart,
  findStory,
  insertDraftPart,
  partText,
  setPositions,
  softDeletePart,
  storyParts,
  writePartText,
  type EditorPartRow,
  type EditorStoryRow,
} from './editorQueries';
import { keepUnchanged, paragraphPlainText, sanitizeParagraph, type NextParagraph } from './sanitize';

export const notYourStory = (): ApiError =>
  new ApiError(403, ErrorCode.AccessDenied, M.notYours, 'AccessDenied');
export const badEditorInput = (message: string): ApiError =>
  new ApiError(400, ErrorCode.InvalidValue, message, 'InvalidValue');

export function partStatus(row: EditorPartRow): EditorPartStatus {
  if (row.deleted_at) return 'deleted';
  if (toBool(row.draft)) return row.scheduled_publish_at ? 'scheduled' : 'draft';
  return 'published';
}

const toItem = (row: EditorPartRow): EditorPartItem => ({
  id: Number(row.id),
  title: row.title,
  status: partStatus(row),
  wordCount: Number(row.word_count ?? 0),
});

/** The viewer's own story (not deleted), or the refusal. */
async function ownStory(
  ctx: ServiceContext,
  db: Knex,
  storyId: number,
  lock = false,
): Promise<EditorStoryRow> {
  const viewer = requireViewer(ctx);
  const story = await findStory(db, storyId, lock);
  if (!story || story.deleted_at) throw storyNotFound();
  if (Number(story.user_id) !== viewer.id) throw notYourStory();
  return story;
}

/** The viewer's own part (of a story of theirs), or the refusal. */
async function ownPart(
  ctx: ServiceContext,
  db: Knex,
  partId: number,
  lock = false,
): Promise<{ part: EditorPartRow; story: EditorStoryRow }> {
  requireViewer(ctx);
  const part = await findPart(db, partId, lock);
  if (!part) throw partNotFound();
  const story = await ownStory(ctx, db, Number(part.story_id)).catch((err: unknown) => {
    throw err instanceof ApiError && err.code === ErrorCode.StoryNotFound ? partNotFound() : err;
  });
  return { part, story };
}

const listOf = async (db: Knex, storyId: number): Promise<EditorPartItem[]> =>
  (await storyParts(db, storyId)).map(toItem);

/** `GET /v4/parts/{partId}/editor` (and the editor page's preload). */
export async function loadEditor(ctx: ServiceContext, partId: number): Promise<EditorDocument> {
  const { part, story } = await ownPart(ctx, ctx.db, partId);
  const text = await partText(ctx.db, part.id);
  const editorPart: EditorPart = {
    id: Number(part.id),
    storyId: Number(story.id),
    title: part.title,
    text,
    text_hash: part.text_hash,
    wordCount: Number(part.word_count ?? 0),
    status: partStatus(part),
    scheduledPublishDate: toApiDate(part.scheduled_publish_at),
    modifyDate: toApiDate(part.modified_at) ?? '',
  };
  return {
    story: { id: Number(story.id), title: story.title, parts: await listOf(ctx.db, story.id) },
    part: editorPart,
  };
}

/**
 * `buildPartHtml` (ids from content), except that a paragraph kept from before keeps its stored id;
 * a new paragraph whose computed id is already taken counts as a further repeat.
 */
function buildWithIds(next: readonly NextParagraph[]): PartHtml {
  const built = buildPartHtml(next.map((p) => p.html));
  const taken = new Set(next.flatMap((p) => (p.id ? [p.id] : [])));
  const paragraphs = built.paragraphs.map((p, i) => {
    const kept = next[i].id;
    if (kept) return { id: kept, html: p.html };
    let id = p.id;
    for (let n = 1; taken.has(id); n++) id = paragraphId(p.html, n);
    taken.add(id);
    return { id, html: p.html };
  });
  const html = joinParagraphs(paragraphs);
  return { ...built, paragraphs, html, textHash: md5(html) };
}

export interface TextInput {
  /** Left out: the part keeps its title. */
  title?: string;
  /** Paragraph inner HTMLs, already safe (sanitize.ts). */
  paragraphs: string[];
  /** How a new paragraph is compared with a stored one: 'html' (the editor), 'text' (the plain form). */
  compare: 'html' | 'text';
}

/** Saves a part's title and text in one transaction; unchanged paragraphs keep their ids. */
export async function savePartText(
  ctx: ServiceContext,
  partId: number,
  input: TextInput,
): Promise<SavedText> {
  if (input.paragraphs.length > MAX_PARAGRAPHS) throw badEditorInput(M.tooManyParagraphs(MAX_PARAGRAPHS));
  return ctx.db.transaction(async (trx) => {
    const { part } = await ownPart(ctx, trx, partId, true);
    if (part.deleted_at) throw badEditorInput(M.deletedPart);
    const title = input.title === undefined ? part.title : normalisePartTitle(input.title, M.untitledPart);
    const stored = parseParagraphs(await partText(trx, part.id));
    const key = input.compare === 'html' ? sanitizeParagraph : paragraphPlainText;
    const built = buildWithIds(keepUnchanged(input.paragraphs, stored, key));
    const at = now();
    await writePartText(trx, part, {
      title,
      html: built.html,
      textHash: built.textHash,
      length: built.length,
      wordCount: built.wordCount,
      at,
    });
    // A published part's length counts in its story's; drafts do not (refreshStoryStats knows).
    if (partStatus(part) === 'published') await refreshStoryStats(trx, Number(part.story_id));
    return {
      id: Number(part.id),
      title,
      text: built.html,
      text_hash: built.textHash,
      wordCount: built.wordCount,
      length: built.length,
      modifyDate: toApiDate(at) ?? '',
      paragraphs: built.paragraphs.map((p) => p.id),
    };
  });
}

/** `POST /v4/stories/{storyId}/parts`: a new, empty draft part at the end. */
export async function createPart(ctx: ServiceContext, storyId: number): Promise<CreatedPart> {
  return ctx.db.transaction(async (trx) => {
    await ownStory(ctx, trx, storyId, true);
    const count = (await trx('parts').where({ story_id: storyId }).count({ n: '*' }).first()) as
      { n: number | string } | undefined;
    if (Number(count?.n ?? 0) >= MAX_PARTS) throw badEditorInput(M.tooManyParts(MAX_PARTS));
    const id = await insertDraftPart(trx, { storyId, title: M.untitledPart, textHash: md5(''), at: now() });
    return { id, title: M.untitledPart, url: editorPath(storyId, id) };
  });
}

/** `PUT /v4/stories/{storyId}/parts/order`: `partIds` names every part of the story once. */
export async function reorderParts(
  ctx: ServiceContext,
  storyId: number,
  partIds: readonly number[],
): Promise<EditorPartItem[]> {
  await ctx.db.transaction(async (trx) => {
    await ownStory(ctx, trx, storyId, true);
    const current = (await storyParts(trx, storyId)).map((p) => Number(p.id));
    const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(',');
    if (new Set(partIds).size !== partIds.length || sorted(partIds) !== sorted(current))
      throw badEditorInput(M.orderMismatch);
    await setPositions(trx, storyId, partIds, now());
    await refreshStoryStats(trx, storyId); // the first published part may have changed
  });
  return listOf(ctx.db, storyId);
}

/** One step up (-1) or down (+1) in the story's order (the no-JavaScript buttons). */
export async function movePart(ctx: ServiceContext, partId: number, step: -1 | 1): Promise<EditorPartItem[]> {
  const { story } = await ownPart(ctx, ctx.db, partId);
  const ids = (await storyParts(ctx.db, story.id)).map((p) => Number(p.id));
  const i = ids.indexOf(partId);
  const j = i + step;
  if (i < 0 || j < 0 || j >= ids.length) return listOf(ctx.db, story.id);
  [ids[i], ids[j]] = [ids[j], ids[i]];
  return reorderParts(ctx, story.id, ids);
}

/** `DELETE /v4/parts/{partId}`: soft delete (readers see the Deleted status); the story's counts follow. */
export async function deletePart(ctx: ServiceContext, partId: number): Promise<EditorPartItem[]> {
  const storyId = await ctx.db.transaction(async (trx) => {
    const { part } = await ownPart(ctx, trx, partId, true);
    await softDeletePart(trx, part, now());
    await refreshStoryStats(trx, Number(part.story_id));
    return Number(part.story_id);
  });
  return listOf(ctx.db, storyId);
}
