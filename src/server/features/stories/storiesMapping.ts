/** Story rows to API shapes (API-COMPAT.md "Resources worth knowing"; parts: partsMapping.ts). Pure. */
import { toApiDate, toBool } from '../../db/dates';
import type {
  Category,
  PartSummary,
  Story,
  StoryCard,
  StoryDetailsUser,
  StoryTag,
  StoryUserRef,
} from '../../../shared/stories/api';
import { avatarPath, coverPath } from '../../../shared/common/media';
import { storyPath } from '../../../shared/common/slug';
import type { CardRow, CategoryRow, StoryDetailsRow, StoryRow } from './storiesQueries';
import { num, partUrl, type PartsSummary } from './partsMapping';
import { canManageStory, isMatureStory } from '../../policy/visibility';

/** Cover width in API answers (the `-256-` segment; `-512-` works too). */
export const API_COVER_WIDTH = 256;
export const API_AVATAR_SIZE = 128;
export const DEFAULT_COPYRIGHT = 1;

const version = (value: string | number | null | undefined): string => String(value ?? 0);

/** The visibility policy's rule, here too for the mapping's callers and tests. */
export { canManageStory };

export const storyUrl = (origin: string, row: Pick<StoryRow, 'id' | 'title'>): string =>
  `${origin}${storyPath(row.id, row.title)}`;
export const storyCover = (origin: string, row: Pick<StoryRow, 'id' | 'cover_version'>): string =>
  `${origin}${coverPath(String(row.id), version(row.cover_version), API_COVER_WIDTH)}`;

function storyUser(
  origin: string,
  row: Pick<StoryRow, 'username' | 'display_name' | 'avatar_version'>,
): StoryUserRef {
  return {
    name: row.username,
    avatar: `${origin}${avatarPath(row.username, version(row.avatar_version), API_AVATAR_SIZE)}`,
    fullname: row.display_name ?? row.username,
  };
}

/** Whole years between a 'YYYY-MM-DD' birthdate and `now`, or null. */
export function ageOn(birthdate: string | null | undefined, now: number): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(birthdate ?? ''));
  if (!m) return null;
  const today = new Date(now);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const beforeBirthday =
    today.getUTCMonth() + 1 < mo || (today.getUTCMonth() + 1 === mo && today.getUTCDate() < d);
  const age = today.getUTCFullYear() - y - (beforeBirthday ? 1 : 0);
  return age >= 0 ? age : null;
}

/** The author's admin-panel data (writing-paid-content §6: system admins only). */
export interface AuthorPrivate {
  totalReads: number;
}

/**
 * Where a reader reports a story: the report flow's help page (accounts-safety §2
 * `/help/dmca?storyId=&partId=&reportedUser=&language=`), for the story, its author and language.
 */
export function storyReportUrl(
  origin: string,
  row: Pick<StoryRow, 'id' | 'username' | 'language_id'>,
): string {
  const q = new URLSearchParams({
    storyId: String(row.id),
    reportedUser: row.username,
    language: String(num(row.language_id) || 1),
  });
  return `${origin}/help/dmca?${q.toString()}`;
}

export interface StoryExtras {
  tags: StoryTag[];
  parts: PartSummary[];
  summary: PartsSummary;
  /** Present for a system admin viewer only: adds age, country and totalReads to `user`. */
  authorPrivate?: AuthorPrivate;
  /** Epoch ms (age). */
  now?: number;
  /** Add the author's `description` to `user` (asked for by `fields=user(description)`). */
  authorDescription?: boolean;
}

function detailsUser(
  origin: string,
  row: StoryDetailsRow,
  extras: Pick<StoryExtras, 'authorPrivate' | 'authorDescription'>,
  now: number,
): StoryDetailsUser {
  const { authorPrivate } = extras;
  const user: StoryDetailsUser = {
    ...storyUser(origin, row),
    username: row.username,
    ...(extras.authorDescription ? { description: row.author_description ?? '' } : {}),
  };
  if (!authorPrivate) return user;
  return {
    ...user,
    age: ageOn(row.author_birthdate, now),
    country: row.author_country ?? null,
    totalReads: authorPrivate.totalReads,
  };
}

function storyCategories(row: StoryDetailsRow): Category[] {
  if (row.category_id === null || row.category_id === undefined || row.category_name === null) return [];
  return [
    toCategory({
      id: row.category_id,
      name: row.category_name,
      name_english: row.category_name_english ?? row.category_name,
      roles: row.category_roles,
    }),
  ];
}

export function toStory(row: StoryDetailsRow, origin: string, extras: StoryExtras): Story {
  const { tags, parts, summary } = extras;
  const now = extras.now ?? Date.now();
  const language = { id: num(row.language_id), name: row.language_name ?? '' };
  const deleted = Boolean(row.deleted_at);
  const { firstPart } = summary;
  return {
    id: String(row.id),
    title: row.title,
    length: summary.length,
    createDate: toApiDate(row.created_at) ?? '',
    modifyDate: toApiDate(row.modified_at) ?? toApiDate(row.created_at) ?? '',
    voteCount: num(row.vote_count),
    readCount: num(row.read_count),
    commentCount: num(row.comment_count),
    language,
    user: detailsUser(origin, row, extras, now),
    description: row.description ?? '',
    cover: storyCover(origin, row),
    completed: toBool(row.completed),
    categories: row.category_id === null || row.category_id === undefined ? [] : [Number(row.category_id)],
    tags: tags.map((t) => t.name),
    rating: num(row.rating),
    mature: isMatureStory(row),
    copyright: row.copyright === null || row.copyright === undefined ? DEFAULT_COPYRIGHT : num(row.copyright),
    url: storyUrl(origin, row),
    firstPartId: summary.firstPartId,
    numParts: summary.numParts,
    firstPublishedPart: summary.firstPublishedPart,
    lastPublishedPart: summary.lastPublishedPart,
    isPaywalled: toBool(row.is_paywalled),
    paidModel: row.paid_model ?? '',
    tagRankings: [],
    deleted,
    parts,
    numNewParts: summary.numNewParts,
    hasBonusParts: summary.numBonusParts > 0,
    numNewBonusParts: summary.numNewBonusParts,
    storyTags: tags,
    draft: !deleted && summary.numParts === 0,
    storyLanguage: language,
    storyCategories: storyCategories(row),
    firstStoryPart: firstPart ? { url: partUrl(origin, firstPart.id, row.title, firstPart.title) } : null,
    storyReportUrl: storyReportUrl(origin, row),
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
    mature: isMatureStory(row),
    completed: toBool(row.completed),
    numParts: num(row.published_part_count),
    readCount: num(row.read_count),
    voteCount: num(row.vote_count),
    firstPartId: row.first_part_id ? num(row.first_part_id) : null,
    isPaywalled: toBool(row.is_paywalled),
    modifyDate: toApiDate(row.modified_at) ?? toApiDate(row.created_at) ?? '',
    paidModel: row.paid_model ?? '',
    length: num(row.length),
    language: { id: num(row.language_id), name: row.language_name ?? '' },
    lastPublishedPart: row.last_published_at ? { createDate: toApiDate(row.last_published_at) ?? '' } : null,
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
