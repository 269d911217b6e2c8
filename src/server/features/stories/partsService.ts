/**
 * Parts and their text. Visibility follows the story rules (storiesService.ts); a part that is a
 * draft or deleted is visible only to the story's owner or a sysadmin. A paywalled part's text is
 * given only to a viewer with access (owner, sysadmin, or whatever the paid-content feature grants
 * through `ServiceContext.paidAccess`), never to anyone else.
 */
import { ApiError, ErrorCode, isApiError, partNotFound } from '../../../shared/common/errors';
import type { Part, PartText } from '../../../shared/stories/api';
import { parseParagraphs } from '../../../shared/common/paragraphs';
import { anonymousCache, type ServiceContext } from '../../context';
import { md5 } from '../../db/paragraphIds';
import { parseFields, subFields, wantsField, type FieldSpec } from '../../lib/fields';
import { parseId } from '../../lib/http';
import { toPartSummary } from './partsMapping';
import { findStoryRow } from './storiesQueries';
import { findPartRow, findPartTexts, type PartRow } from './partsQueries';
import { hasVoted, isRestrictedFor, storyRestricted } from '../reader';
import { paidAccessCheck } from './paidAccess';
import {
  canManageStory,
  canRead,
  isDeletedPart,
  isPartHidden,
  isPaywalledPart,
  isStoryHidden,
} from '../../policy/visibility';
import { loadStory } from './storiesService';

export type { PaidAccessCheck } from './paidAccess';

export const accessDenied = (): ApiError =>
  new ApiError(403, ErrorCode.AccessDenied, 'You do not have access to this part', 'AccessDenied');

/** The smallest story selector that still checks visibility (no tags, no parts list). */
const MINIMAL_STORY_FIELDS = parseFields('id,title') as FieldSpec;

export interface PartOptions {
  /** `fields=` selector; `group(...)` selects the embedded story, which is skipped if not selected. */
  fields?: FieldSpec;
}

/** `GET /v4/parts/{id}` and `GET /api/v3/story_parts/{id}`. */
export async function getPart(
  ctx: ServiceContext,
  id: number | string,
  opts: PartOptions = {},
): Promise<Part> {
  return opts.fields
    ? loadPart(ctx, id, opts)
    : anonymousCache(ctx).memo(`part:${String(id)}:${ctx.origin}`, () => loadPart(ctx, id, opts));
}

async function loadPart(ctx: ServiceContext, id: number | string, opts: PartOptions): Promise<Part> {
  const partId = parseId(id);
  if (partId === null) throw partNotFound();
  const row = await findPartRow(ctx.db, partId);
  if (!row) throw partNotFound();

  const groupFields = wantsField(opts.fields, 'group')
    ? subFields(opts.fields, 'group')
    : MINIMAL_STORY_FIELDS;
  const loaded = await loadStory(ctx, row.story_id, { fields: groupFields }).catch((err: unknown) => {
    throw isApiError(err) && err.code === ErrorCode.StoryNotFound ? partNotFound() : err;
  });
  if (isPartHidden(row, loaded.canManage)) throw partNotFound();

  const part: Part = {
    ...toPartSummary(row, loaded.row, ctx.origin),
    wordCount: Number(row.word_count ?? 0),
    groupId: String(row.story_id),
    group: loaded.story,
    text_url: { text: `${ctx.origin}/apiv2/storytext?id=${partId}` },
  };
  if (!loaded.canManage && isPaywalledPart(loaded.row, row)) {
    const unlocked = await paidAccessCheck(ctx, Number(row.story_id), [partId]);
    part.isBlocked = !unlocked.has(partId);
  } else part.isBlocked = false;
  // Per viewer: only reached without the anonymous cache (getPart caches visitors only).
  if (ctx.viewer && !opts.fields) part.voted = await hasVoted(ctx.db, ctx.viewer.id, partId);
  return part;
}

/** A part's stored HTML and its hash, after the visibility and paywall checks. */
export interface PartHtml {
  partId: number;
  html: string;
  textHash: string;
}

const textHashOf = (row: PartRow, html: string): string => row.text_hash || md5(html);

/** The HTML behind `GET /apiv2/storytext?id=`. Throws partNotFound() or accessDenied(). */
export async function getPartHtml(ctx: ServiceContext, id: number | string): Promise<PartHtml> {
  const partId = parseId(id);
  if (partId === null) throw partNotFound();
  const row = await findPartRow(ctx.db, partId);
  if (!row) throw partNotFound();
  const story = await findStoryRow(ctx.db, Number(row.story_id));
  if (!story) throw partNotFound();
  const canManage = canManageStory(ctx.viewer, story.user_id);
  // A published part implies the story has one, so the story-level rule needs no extra query.
  if (isStoryHidden(story, canManage) || isPartHidden(row, canManage)) throw partNotFound();
  if (!canManage && !(await canRead(ctx, story))) throw partNotFound();
  if (await isRestrictedFor(ctx, story, canManage)) throw storyRestricted();
  if (!canManage && isPaywalledPart(story, row)) {
    const unlocked = await paidAccessCheck(ctx, Number(story.id), [partId]);
    if (!unlocked.has(partId)) throw accessDenied();
  }
  const html = (await findPartTexts(ctx.db, [partId])).get(partId) ?? '';
  return { partId, html, textHash: textHashOf(row, html) };
}

/** A part's text as paragraphs (the reader page). */
export async function getPartText(ctx: ServiceContext, id: number | string): Promise<PartText> {
  const load = async (): Promise<PartText> => {
    const { partId, html, textHash } = await getPartHtml(ctx, id);
    return { partId, paragraphs: parseParagraphs(html), textHash };
  };
  return anonymousCache(ctx).memo(`parttext:${String(id)}`, load);
}

/**
 * Every readable part's HTML of a story, in reading order (`storytext?group_id=&output=zip`):
 * the parts the viewer sees, without deleted ones and without paywalled parts they cannot open.
 */
export async function getStoryHtml(ctx: ServiceContext, storyId: number | string): Promise<PartHtml[]> {
  const loaded = await loadStory(ctx, storyId, { fields: parseFields('id,parts(id)') });
  const { row: story, canManage } = loaded;
  if (await isRestrictedFor(ctx, story, canManage)) throw storyRestricted();
  const rows = loaded.partRows.filter((p) => !isDeletedPart(p));
  const paywalled = canManage ? [] : rows.filter((p) => isPaywalledPart(story, p)).map((p) => Number(p.id));
  const unlocked = paywalled.length
    ? await paidAccessCheck(ctx, Number(story.id), paywalled)
    : new Set<number>();
  const readable = rows.filter((p) => canManage || !isPaywalledPart(story, p) || unlocked.has(Number(p.id)));
  const texts = await findPartTexts(
    ctx.db,
    readable.map((p) => Number(p.id)),
  );
  return readable.map((p) => {
    const html = texts.get(Number(p.id)) ?? '';
    return { partId: Number(p.id), html, textHash: textHashOf(p, html) };
  });
}
