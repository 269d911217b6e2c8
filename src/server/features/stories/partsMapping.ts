/** Part rows to API shapes (API-COMPAT.md, reading-discovery §3 "Part"). Pure functions, no database. */
import { toApiDate, toBool } from '../../db/dates';
import { BONUS_TYPE_NAMES, isNewPart, type PartRef, type PartSummary } from '../../../shared/stories/api';
import { formatDateTime } from '../../../shared/common/format';
import { partPath } from '../../../shared/common/slug';
import { isDeletedPart, isPublishedPart } from '../../policy/visibility';
import type { PartRow } from './partsQueries';
import type { StoryRow } from './storiesQueries';

/** A count or number column from either driver (strings from MySQL sums), 0 when absent. */
export const num = (value: number | string | null | undefined): number => Number(value ?? 0) || 0;

/** A part's createDate is when it went public (its creation time while a draft). */
const partCreateDate = (row: PartRow): string =>
  toApiDate(row.published_at) ?? toApiDate(row.created_at) ?? '';

export function partUrl(origin: string, partId: number, storyTitle: string, partTitle: string): string {
  return `${origin}${partPath(Number(partId), storyTitle, partTitle)}`;
}

/** A part's `text_url.text`: its `/apiv2/storytext?id=` address (e-book exporters fetch chapters there). */
export const partTextUrl = (origin: string, partId: number): string =>
  `${origin}/apiv2/storytext?id=${Number(partId)}`;

const isDraftPart = (row: PartRow): boolean =>
  toBool(row.draft) || row.published_at === null || row.published_at === undefined;

const isBonusPart = (row: PartRow): boolean => row.paid_model === 'paid_bonus';

/** A part is new when it is not a draft and was created within the last 14 days (shared rule). */
export const isNewPartRow = (row: PartRow, now: number): boolean =>
  isNewPart({ draft: isDraftPart(row), createDate: partCreateDate(row) }, now);

/** A bonus part's type name ("Exclusive Chapter", …); null for other parts or an unknown type. */
export function bonusTypeName(row: PartRow): string | null {
  if (!isBonusPart(row) || row.bonus_type === null || row.bonus_type === undefined) return null;
  return BONUS_TYPE_NAMES[Number(row.bonus_type)] ?? null;
}

/** `now` (epoch ms) decides `new`. */
export function toPartSummary(
  row: PartRow,
  story: StoryRow,
  origin: string,
  now: number = Date.now(),
): PartSummary {
  const scheduled = toApiDate(row.scheduled_publish_at);
  return {
    id: Number(row.id),
    title: row.title,
    url: partUrl(origin, row.id, story.title, row.title),
    createDate: partCreateDate(row),
    modifyDate: toApiDate(row.modified_at) ?? partCreateDate(row),
    length: num(row.length),
    photoUrl: row.photo_url ?? '',
    commentCount: num(row.comment_count),
    voteCount: num(row.vote_count),
    readCount: num(row.read_count),
    draft: isDraftPart(row),
    deleted: Boolean(row.deleted_at),
    rating: row.rating === null || row.rating === undefined ? num(story.rating) : num(row.rating),
    new: isNewPartRow(row, now),
    isBonusPart: isBonusPart(row),
    bonusTypeName: bonusTypeName(row),
    isScheduledPart: toBool(row.draft) && Boolean(row.scheduled_publish_at) && !row.deleted_at,
    scheduledPublishDate: scheduled ?? null,
    formattedScheduledPublishDatetime: scheduled ? formatDateTime(scheduled) : null,
    text_url: { text: partTextUrl(origin, row.id) },
  };
}

/** Derived from a story's parts: counts, first/last published part, total length. */
export interface PartsSummary {
  numParts: number;
  length: number;
  firstPartId: number | null;
  /** The row of `firstPartId` (for `firstStoryPart`), or null. */
  firstPart: PartRow | null;
  firstPublishedPart: PartRef | null;
  lastPublishedPart: PartRef | null;
  /** Among the published parts: new ones, bonus ones, new bonus ones. */
  numNewParts: number;
  numBonusParts: number;
  numNewBonusParts: number;
}

export const EMPTY_PARTS_SUMMARY: PartsSummary = {
  numParts: 0,
  length: 0,
  firstPartId: null,
  firstPart: null,
  firstPublishedPart: null,
  lastPublishedPart: null,
  numNewParts: 0,
  numBonusParts: 0,
  numNewBonusParts: 0,
};

/**
 * `rows` in reading order. Counts only published parts; `firstPartId` is the first published part,
 * or (for the owner of an all-draft story) the first non-deleted part so they can preview it.
 * `now` (epoch ms) decides which parts are new.
 */
export function summariseParts(rows: readonly PartRow[], now: number = Date.now()): PartsSummary {
  const published = rows.filter(isPublishedPart);
  const ref = (row: PartRow | undefined): PartRef | null =>
    row ? { id: Number(row.id), createDate: partCreateDate(row) } : null;
  const first = published[0] ?? rows.find((r) => !isDeletedPart(r));
  const fresh = published.filter((row) => isNewPartRow(row, now));
  return {
    numParts: published.length,
    length: published.reduce((sum, row) => sum + num(row.length), 0),
    firstPartId: first ? Number(first.id) : null,
    firstPart: first ?? null,
    firstPublishedPart: ref(published[0]),
    lastPublishedPart: ref(published[published.length - 1]),
    numNewParts: fresh.length,
    numBonusParts: published.filter(isBonusPart).length,
    numNewBonusParts: fresh.filter(isBonusPart).length,
  };
}
