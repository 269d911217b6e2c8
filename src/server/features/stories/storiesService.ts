/**
 * Stories: loading a story and its parts for a viewer (in-process; SSR and the API routers both
 * call these), by the visibility policy (server/policy/visibility.ts):
 *
 * - A missing story, a bad id, or a deleted story seen by anyone but its owner/a sysadmin: not found.
 * - A story with no published part (all drafts, or no parts yet) is visible only to its owner/admin.
 * - Everyone else sees published, non-deleted parts only; the owner/admin sees all parts with their
 *   draft/deleted flags.
 */
import { storyNotFound } from '../../../shared/common/errors';
import type { Category, Story, StoryCard, TagRanking } from '../../../shared/stories/api';
import { anonymousCache, type ServiceContext } from '../../context';
import { subFields, wantsField, type FieldSpec } from '../../lib/fields';
import { findTagRankings } from '../reader';
import { blockedPartIds } from './paidAccess';
import { parseId } from '../../lib/http';
import { toCategory, toStory, toStoryCard } from './storiesMapping';
import {
  canManageStory,
  canRead,
  isDraftStoryHidden,
  isPublishedPart,
  isStoryHidden,
} from '../../policy/visibility';
import { EMPTY_PARTS_SUMMARY, summariseParts, toPartSummary } from './partsMapping';
import {
  findAuthorTotalReads,
  findCategoryRows,
  findRecentStoryRows,
  findStoryRow,
  findStoryTags,
  type StoryDetailsRow,
} from './storiesQueries';
import {
  findPartRows,
  findScheduledPartRows,
  hasPublishedPart,
  scheduledOf,
  type PartRow,
} from './partsQueries';
import { toApiDate } from '../../db/dates';

export interface StoryOptions {
  /**
   * The `fields=` selector the answer will be cut to. Work for fields it leaves out is skipped, so
   * with a selector only the selected fields of the returned Story are meaningful.
   */
  fields?: FieldSpec;
}

/** Fields computed from the parts list: without any of them the parts query is skipped. */
const PART_DERIVED_FIELDS = [
  'parts',
  'numParts',
  'firstPartId',
  'firstPublishedPart',
  'lastPublishedPart',
  'length',
  'numNewParts',
  'hasBonusParts',
  'numNewBonusParts',
  'draft',
  'firstStoryPart',
];

/** A story with what the parts service needs besides the API shape. */
export interface LoadedStory {
  story: Story;
  row: StoryDetailsRow;
  /** Whether the viewer is the owner or a sysadmin. */
  canManage: boolean;
  /** The part rows the viewer may see, in reading order (empty when parts were not loaded). */
  partRows: PartRow[];
}

/**
 * A story's rank in each of its tags. The same for every viewer, so anyone may get it from the read
 * cache (a few seconds old; keyed by the story's own read count): counting the stories read more
 * walks one index range per tag, ~1.5 ms for a mid-ranked story at 100k stories, which a signed-in
 * reader paid on every story page.
 */
function tagRankings(ctx: ServiceContext, storyId: number, reads: number): Promise<TagRanking[]> {
  const load = () => findTagRankings(ctx.db, storyId, reads);
  return ctx.cache.memo(`rankings:${storyId}:${reads}`, load);
}

/** `fields=user(description)`: only when named (a whole `user` is its default shape, without it). */
function namesAuthorDescription(fields: FieldSpec | undefined): boolean {
  const user = subFields(fields, 'user');
  return user !== undefined && wantsField(user, 'description');
}

/** Loads a story applying the visibility rules; throws storyNotFound() when the viewer may not see it. */
export async function loadStory(
  ctx: ServiceContext,
  id: string | number,
  opts: StoryOptions = {},
): Promise<LoadedStory> {
  const storyId = parseId(id);
  if (storyId === null) throw storyNotFound();
  const row = await findStoryRow(ctx.db, storyId);
  if (!row) throw storyNotFound();
  const canManage = canManageStory(ctx.viewer, row.user_id);
  if (isStoryHidden(row, canManage) || (!canManage && !(await canRead(ctx, row)))) throw storyNotFound();

  const { fields } = opts;
  const now = Date.now();
  const needParts = PART_DERIVED_FIELDS.some((f) => wantsField(fields, f));
  // The author's age, country and total reads are for the admin panel (system admins only).
  const authorPrivate = Boolean(ctx.viewer?.isSysAdmin) && wantsField(fields, 'user');
  const wantsScheduled = wantsField(fields, 'scheduledParts');
  const [tags, allPartRows, anyPublished, rankings, totalReads, scheduledOnlyRows] = await Promise.all([
    wantsField(fields, 'tags') || wantsField(fields, 'storyTags') ? findStoryTags(ctx.db, storyId) : [],
    // A reader's parts and the scheduled ones come from one query when both are wanted (no extra round trip).
    needParts ? findPartRows(ctx.db, storyId, !canManage && !wantsScheduled) : Promise.resolve<PartRow[]>([]),
    // Only asked separately when the parts list is not loaded and the rule matters.
    !needParts && !canManage ? hasPublishedPart(ctx.db, storyId) : Promise.resolve(true),
    wantsField(fields, 'tagRankings') ? tagRankings(ctx, storyId, Number(row.read_count ?? 0)) : [],
    authorPrivate ? findAuthorTotalReads(ctx.db, Number(row.user_id)) : 0,
    wantsScheduled && !needParts ? findScheduledPartRows(ctx.db, storyId) : [],
  ]);
  const partRows = canManage || !wantsScheduled ? allPartRows : allPartRows.filter(isPublishedPart);
  const scheduledRows = wantsScheduled && needParts ? scheduledOf(allPartRows) : scheduledOnlyRows;
  const summary = needParts ? summariseParts(partRows, now) : EMPTY_PARTS_SUMMARY;
  if (isDraftStoryHidden(needParts ? summary.numParts > 0 : anyPublished, canManage)) throw storyNotFound();

  const wantsParts = wantsField(fields, 'parts');
  const blocked = wantsParts ? await blockedPartIds(ctx, row, partRows, canManage) : new Set<number>();
  const parts = wantsParts
    ? partRows.map((p) => ({
        ...toPartSummary(p, row, ctx.origin, now),
        isBlocked: blocked.has(Number(p.id)),
      }))
    : [];
  const story = {
    ...toStory(row, ctx.origin, {
      tags,
      parts,
      summary,
      now,
      authorPrivate: authorPrivate ? { totalReads } : undefined,
      // Only when named (`user(description)`): the whole `user` is the default shape without it.
      authorDescription: namesAuthorDescription(fields),
    }),
    tagRankings: rankings,
    // Apart from `parts` (what API tools and reading navigation use): title and time only.
    scheduledParts: scheduledRows.map((p) => ({
      id: Number(p.id),
      title: p.title,
      scheduledPublishDate: toApiDate(p.scheduled_publish_at) ?? '',
    })),
  };
  return { story, row, canManage, partRows };
}

/** `GET /api/v3/stories/{id}`: the story in its full default shape (see StoryOptions for `fields`). */
export async function getStory(
  ctx: ServiceContext,
  id: string | number,
  opts: StoryOptions = {},
): Promise<Story> {
  const load = async () => (await loadStory(ctx, id, opts)).story;
  return opts.fields ? load() : anonymousCache(ctx).memo(`story:${String(id)}:${ctx.origin}`, load);
}

/** `GET /api/v3/categories`. */
export async function listCategories(ctx: ServiceContext): Promise<Category[]> {
  return (await findCategoryRows(ctx.db)).map(toCategory);
}

export interface RecentStoriesOptions {
  limit?: number;
  offset?: number;
  languageId?: number;
}

export const RECENT_DEFAULT_LIMIT = 10;
export const RECENT_MAX_LIMIT = 100;

const clampInt = (value: number | undefined, min: number, max: number, fallback: number): number =>
  value === undefined || !Number.isFinite(value) ? fallback : Math.min(max, Math.max(min, Math.trunc(value)));

/**
 * Home page cards: non-deleted stories with at least one published part, most recently modified
 * first. Three queries per page whatever its size (stories+authors, tags, published part ids).
 */
export async function listRecentStories(
  ctx: ServiceContext,
  opts: RecentStoriesOptions = {},
): Promise<StoryCard[]> {
  const limit = clampInt(opts.limit, 1, RECENT_MAX_LIMIT, RECENT_DEFAULT_LIMIT);
  const offset = clampInt(opts.offset, 0, Number.MAX_SAFE_INTEGER, 0);
  const key = `recent:${limit}:${offset}:${opts.languageId ?? ''}:${ctx.origin}`;
  return anonymousCache(ctx).memo(key, () => loadRecentStories(ctx, limit, offset, opts.languageId));
}

async function loadRecentStories(
  ctx: ServiceContext,
  limit: number,
  offset: number,
  languageId: number | undefined,
): Promise<StoryCard[]> {
  const rows = await findRecentStoryRows(ctx.db, { limit, offset, languageId });
  return rows.map((row) => toStoryCard(row, ctx.origin));
}
