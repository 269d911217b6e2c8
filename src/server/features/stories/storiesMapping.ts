/** Rows to API shapes (API-COMPAT.md "Resources worth knowing"). Pure functions, no database. */
import { toApiDate, toBool } from '../../db/dates';
import { MATURE_RATING } from '../../../shared/api/stories';
import type { Category, PartRef, PartSummary, Story, StoryCard } from '../../../shared/api/stories';
import type { Viewer } from '../../../shared/api/session';
import { avatarPath, coverPath } from '../../../shared/media';
import { partPath, storyPath } from '../../../shared/text/slug';
import type { CardRow, CategoryRow, PartRow, StoryRow } from './storiesQueries';

/** Cover width in API answers (the `-256-` segment; `-512-` works too). */
export const API_COVER_WIDTH = 256;
export const API_AVATAR_SIZE = 128;
export const DEFAULT_COPYRIGHT = 1;

/** The story's owner or a system admin: sees drafts, deleted parts and a deleted story. */
export function canManageStory(viewer: Viewer | null, ownerId: number): boolean {
  return viewer !== null && (viewer.isSysAdmin || viewer.id === Number(ownerId));
}

/** Published means: not a draft, has a publish time, not deleted. */
export function isPublishedPart(row: PartRow): boolean {
  return !toBool(row.draft) && row.published_at !== null && row.published_at !== undefined && !row.deleted_at;
}

const num = (value: number | string | null | undefined): number => Number(value ?? 0) || 0;
const version = (value: string | number | null | undefined): string => String(value ?? 0);

/** A part's createDate is when it went public (its creation time while a draft). */
const partCreateDate = (row: PartRow): string =>
  toApiDate(row.published_at) ?? toApiDate(row.created_at) ?? '';

export function partUrl(origin: string, partId: number, storyTitle: string, partTitle: string): string {
  return `${origin}${partPath(Number(partId), storyTitle, partTitle)}`;
}

export function toPartSummary(row: PartRow, story: StoryRow, origin: string): PartSummary {
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
    draft: toBool(row.draft) || row.published_at === null || row.published_at === undefined,
    deleted: Boolean(row.deleted_at),
    rating: row.rating === null || row.rating === undefined ? num(story.rating) : num(row.rating),
    isBonusPart: row.paid_model === 'paid_bonus',
    isScheduledPart: toBool(row.draft) && Boolean(row.scheduled_publish_at) && !row.deleted_at,
    scheduledPublishDate: toApiDate(row.scheduled_publish_at) ?? null,
  };
}

export const storyUrl = (origin: string, row: Pick<StoryRow, 'id' | 'title'>): string =>
  `${origin}${storyPath(row.id, row.title)}`;
export const storyCover = (origin: string, row: Pick<StoryRow, 'id' | 'cover_version'>): string =>
  `${origin}${coverPath(String(row.id), version(row.cover_version), API_COVER_WIDTH)}`;

function storyUser(
  origin: string,
  row: Pick<StoryRow, 'username' | 'display_name' | 'avatar_version'>,
): Story['user'] {
  return {
    name: row.username,
    avatar: `${origin}${avatarPath(row.username, version(row.avatar_version), API_AVATAR_SIZE)}`,
    fullname: row.display_name ?? row.username,
  };
}

/** Derived from a story's parts: counts, first/last published part, total length. */
export interface PartsSummary {
  numParts: number;
  length: number;
  firstPartId: number | null;
  firstPublishedPart: PartRef | null;
  lastPublishedPart: PartRef | null;
}

export const EMPTY_PARTS_SUMMARY: PartsSummary = {
  numParts: 0,
  length: 0,
  firstPartId: null,
  firstPublishedPart: null,
  lastPublishedPart: null,
};

/**
 * `rows` in reading order. Counts only published parts; `firstPartId` is the first published part,
 * or (for the owner of an all-draft story) the first non-deleted part so they can preview it.
 */
export function summariseParts(rows: readonly PartRow[]): PartsSummary {
  const published = rows.filter(isPublishedPart);
  const ref = (row: PartRow | undefined): PartRef | null =>
    row ? { id: Number(row.id), createDate: partCreateDate(row) } : null;
  const first = published[0];
  return {
    numParts: published.length,
    length: published.reduce((sum, row) => sum + num(row.length), 0),
    firstPartId: first ? Number(first.id) : (rows.find((r) => !r.deleted_at)?.id ?? null),
    firstPublishedPart: ref(first),
    lastPublishedPart: ref(published[published.length - 1]),
  };
}

export function toStory(
  row: StoryRow,
  origin: string,
  tags: string[],
  parts: PartSummary[],
  summary: PartsSummary,
): Story {
  return {
    id: String(row.id),
    title: row.title,
    length: summary.length,
    createDate: toApiDate(row.created_at) ?? '',
    modifyDate: toApiDate(row.modified_at) ?? toApiDate(row.created_at) ?? '',
    voteCount: num(row.vote_count),
    readCount: num(row.read_count),
    commentCount: num(row.comment_count),
    language: { id: num(row.language_id), name: row.language_name ?? '' },
    user: storyUser(origin, row),
    description: row.description ?? '',
    cover: storyCover(origin, row),
    completed: toBool(row.completed),
    categories: row.category_id === null || row.category_id === undefined ? [] : [Number(row.category_id)],
    tags,
    rating: num(row.rating),
    mature: toBool(row.mature) || num(row.rating) === MATURE_RATING,
    copyright: row.copyright === null || row.copyright === undefined ? DEFAULT_COPYRIGHT : num(row.copyright),
    url: storyUrl(origin, row),
    firstPartId: summary.firstPartId,
    numParts: summary.numParts,
    firstPublishedPart: summary.firstPublishedPart,
    lastPublishedPart: summary.lastPublishedPart,
    isPaywalled: toBool(row.is_paywalled),
    paidModel: row.paid_model ?? '',
    tagRankings: [],
    deleted: Boolean(row.deleted_at),
    parts,
  };
}

/** A story's tag names from its denormalised `tag_names` (JSON array; src/server/db/storyStats.ts). */
export function storyTagNames(row: Pick<StoryRow, 'tag_names'>): string[] {
  if (!row.tag_names) return [];
  try {
    const names: unknown = JSON.parse(row.tag_names);
    return Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

/** A story card from its row alone: parts and tags come from the row's denormalised columns. */
export function toStoryCard(row: CardRow, origin: string): StoryCard {
  return {
    id: String(row.id),
    title: row.title,
    description: row.description ?? '',
    cover: storyCover(origin, row),
    url: storyUrl(origin, row),
    user: storyUser(origin, row),
    tags: storyTagNames(row),
    mature: toBool(row.mature) || num(row.rating) === MATURE_RATING,
    completed: toBool(row.completed),
    numParts: num(row.published_part_count),
    readCount: num(row.read_count),
    voteCount: num(row.vote_count),
    firstPartId: row.first_part_id ? num(row.first_part_id) : null,
    isPaywalled: toBool(row.is_paywalled),
    modifyDate: toApiDate(row.modified_at) ?? toApiDate(row.created_at) ?? '',
  };
}

export function toCategory(row: CategoryRow): Category {
  return {
    id: Number(row.id),
    name: row.name,
    name_english: row.name_english,
    roles: (row.roles ?? '')
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean),
  };
}
