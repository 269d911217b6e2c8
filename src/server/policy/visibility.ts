/**
 * The viewer-visibility policy: the one place that says which stories, parts and accounts a viewer
 * may see. Every listing and every read takes its rule from here, as a Knex modifier (`where…`), as
 * SQL text for the hand-written queries (`…Sql`, built once at load, never per request) or as a
 * per-row predicate; no feature restates a rule. `visibility.test.ts` lists each rule once and shows
 * it applied to the real test database.
 *
 * The rules, in brief:
 * - Managers: a story's owner and system admins see everything of it (drafts, deleted parts, the
 *   deleted story itself) and are never restricted or paywalled.
 * - Stories: a deleted story, and a story without a published part (all drafts), are seen only by
 *   their managers. "Readable" (everyone may open it) = not deleted and ≥ 1 published part, read
 *   from the denormalised `published_part_count`; `story_tags.listed` is that state copied onto each
 *   tag row (storyStats.ts), so tag listings need no join.
 * - Parts: published = not a draft, has a publish time, not deleted; anything else only for managers.
 * - Accounts: a closed account is gone: its profile, lists, follows and search hits.
 * - Mature (rating 4 or the mature flag): left out of every story listing (home feed, tag pages,
 *   search, a user's stories, "You may also like", reading lists) unless the viewer's content
 *   settings include it (visitors: never) — `hidesMature` — and out of search with "hide mature"
 *   too. The viewer's own listings keep it (`hidesMatureIn`): their stories, their reading lists,
 *   their library and continue reading. Restricted (its text never served) for visitors and for
 *   users under 18 by their birthdate.
 * - Blocked tags: a story carrying any of the viewer's blocked tags (any case) leaves their home feed.
 * - Paywall: a paywalled story's non-free part opens only for managers or what the paid-content
 *   check unlocks (`stories/paidAccess.ts`).
 *
 * - Safety: an account a story's owner blocks cannot read it; muted, blocked and blocking accounts'
 *   content leaves the viewer's listings and comment threads (`hiddenAuthors`).
 * - Moderation: a timed-out user reads but does not write (`canWrite`).
 */
import type { Knex } from 'knex';
import type { Viewer } from '../../shared/common/session';
import { MATURE_RATING } from '../../shared/stories/api';
import { MATURE_MIN_AGE } from '../../shared/reader/validation';
import { toBool, toDate, type DbDate } from '../db/dates';

type Flag = number | boolean | null | undefined;

/** A column of `table`, or the bare column when the query has the one table. */
const col = (table: string | undefined, column: string): string => (table ? `${table}.${column}` : column);

// ---------------------------------------------------------------------------------------------
// Managers

/** The story's owner or a system admin: sees drafts, deleted parts and a deleted story. */
export function canManageStory(viewer: Viewer | null, ownerId: number): boolean {
  return viewer !== null && (viewer.isSysAdmin || viewer.id === Number(ownerId));
}

// ---------------------------------------------------------------------------------------------
// Stories

/**
 * A story anyone may open: not deleted and with a published part (the denormalised
 * `published_part_count`, kept by refreshStoryStats). `alias` is the stories table's name in `q`.
 */
export const whereReadableStory = (q: Knex.QueryBuilder, alias: string): Knex.QueryBuilder =>
  q.whereNull(`${alias}.deleted_at`).where(`${alias}.published_part_count`, '>', 0);

/** `whereReadableStory` as SQL text (`alias` is a table name of ours, never input). */
export const readableStorySql = (alias: string): string =>
  `\`${alias}\`.\`deleted_at\` is null and \`${alias}\`.\`published_part_count\` > 0`;

/**
 * Not readable, on the alias `s`: the very text of the partial index `stories_hidden_index`
 * (migration …074), which SQLite uses only when a query repeats its expression.
 */
export const HIDDEN_STORY_SQL = '(s.deleted_at IS NOT NULL OR s.published_part_count <= 0)';

/** Stories that may not go into a list or library: the complement of readable (a null count too). */
export const whereUnreadableStory = (q: Knex.QueryBuilder, alias?: string): Knex.QueryBuilder =>
  q.where((w) =>
    w
      .whereNull(col(alias, 'published_part_count'))
      .orWhere(col(alias, 'published_part_count'), '<=', 0)
      .orWhereNotNull(col(alias, 'deleted_at')),
  );

/** A story not deleted, drafts included: what its writer sees of their own (and their totals). */
export const whereStoryNotDeleted = (q: Knex.QueryBuilder, alias?: string): Knex.QueryBuilder =>
  q.whereNull(col(alias, 'deleted_at'));

/** The per-row `whereReadableStory`: what `story_tags.listed` copies. */
export const isReadableStory = (s: { deleted_at: DbDate; published_part_count: number | null }): boolean =>
  toDate(s.deleted_at) === null && Number(s.published_part_count) > 0;

/** `story_tags` rows whose story is readable (the tag's copy of it), on `alias` or the bare table. */
export const whereListedTag = (q: Knex.QueryBuilder, alias?: string): Knex.QueryBuilder =>
  q.where(col(alias, 'listed'), true);

/** A deleted story is not found for anyone but its managers. */
export const isStoryHidden = (story: { deleted_at: DbDate }, canManage: boolean): boolean =>
  Boolean(story.deleted_at) && !canManage;

/** A story without a published part (all drafts, or no parts yet) is not found but for its managers. */
export const isDraftStoryHidden = (hasPublishedPart: boolean, canManage: boolean): boolean =>
  !canManage && !hasPublishedPart;

// ---------------------------------------------------------------------------------------------
// Parts

/** Published and not deleted: what everyone may read (`table` is the parts table's name in `q`). */
export const whereVisiblePart = (q: Knex.QueryBuilder, table = 'parts'): Knex.QueryBuilder =>
  q.where(`${table}.draft`, 0).whereNotNull(`${table}.published_at`).whereNull(`${table}.deleted_at`);

/** The per-row `whereVisiblePart`: not a draft, has a publish time, not deleted. */
export function isPublishedPart(row: { draft: Flag; published_at: DbDate; deleted_at: DbDate }): boolean {
  return !toBool(row.draft) && row.published_at !== null && row.published_at !== undefined && !row.deleted_at;
}

/** A draft or deleted part is not found but for the story's managers. */
export const isPartHidden = (
  row: { draft: Flag; published_at: DbDate; deleted_at: DbDate },
  canManage: boolean,
): boolean => !canManage && !isPublishedPart(row);

/**
 * The parts `published_part_count` and the other denormalised story columns count: not a draft, not
 * deleted (the publish time is not looked at; publishing always sets it).
 */
export const whereCountedPart = (q: Knex.QueryBuilder, table?: string): Knex.QueryBuilder =>
  q.where(col(table, 'draft'), false).whereNull(col(table, 'deleted_at'));

/** Deleted parts never go into a story's download nor its owner's preview, not even for its managers. */
export const isDeletedPart = (row: { deleted_at: DbDate }): boolean => Boolean(row.deleted_at);

// ---------------------------------------------------------------------------------------------
// Accounts

/** Open accounts only: a closed account's profile, lists, follows and search hits are gone. */
export const whereOpenAccount = (q: Knex.QueryBuilder, alias?: string): Knex.QueryBuilder =>
  q.whereNull(col(alias, 'closed_at'));

// ---------------------------------------------------------------------------------------------
// Mature content

/** The viewer's content setting the listing rule reads (`feedPreferences`; visitors: false). */
export interface MaturePreference {
  includeMature: boolean;
}

/** Mature: rating 4 or the mature flag. */
export const isMatureStory = (story: { mature: unknown; rating: number | string | null }): boolean =>
  toBool(story.mature) || Number(story.rating) === MATURE_RATING;

/** Not mature, on `alias` (search's "hide mature"). */
export const whereNotMature = (q: Knex.QueryBuilder, alias: string): Knex.QueryBuilder =>
  q.where(`${alias}.mature`, 0).whereNot(`${alias}.rating`, MATURE_RATING);

/**
 * The listing rule: a story listing (home feed, tag pages, search, …) leaves mature stories out
 * unless the viewer's content settings include them (`feedPreferences`: visitors never), or when
 * the listing's own filter asks to ("hide mature" in search). Apply with `whereNotMature` /
 * `notMatureSql` when true.
 */
export const hidesMature = (prefs: MaturePreference, filterHides = false): boolean =>
  filterHides || !prefs.includeMature;

/**
 * The listing rule on a listing that may be the viewer's own: what they wrote (their profile's
 * stories), saved (their library: never filtered) or collected (their reading lists) stays, as
 * hiding it would look like lost data; anyone else's listing follows `hidesMature`.
 */
export const hidesMatureIn = (prefs: MaturePreference, own: boolean): boolean => !own && hidesMature(prefs);

/** `whereNotMature` when `hide` (a `hidesMature…` answer), else `q` as it is. */
export const whereNotMatureIf = (q: Knex.QueryBuilder, alias: string, hide: boolean): Knex.QueryBuilder =>
  hide ? whereNotMature(q, alias) : q;

/** `whereNotMature` as SQL text, to append with `and` (the home feed's hand-written lists). */
export const notMatureSql = (alias: string): string =>
  `\`${alias}\`.\`mature\` = 0 and \`${alias}\`.\`rating\` <> ${MATURE_RATING}`;

/** Whole years between a 'YYYY-MM-DD' birthdate and `at` (UTC). */
export function ageOn(birthdate: string, at: Date): number {
  const [y, m, d] = birthdate.split('-').map(Number);
  let age = at.getUTCFullYear() - y;
  if (at.getUTCMonth() + 1 < m || (at.getUTCMonth() + 1 === m && at.getUTCDate() < d)) age -= 1;
  return age;
}

/**
 * "Story restricted" (reading-discovery §2): a mature story's text is kept from visitors and from
 * signed-in users whose birthdate says they are under 18. Signed-in users without a birthdate are
 * adults by their sign-up (the age check happens there); managers are never restricted.
 * `birthdate` loads the viewer's ('YYYY-MM-DD' or null); it is called only for a mature story.
 */
export async function isRestricted(
  story: { mature: unknown; rating: number | null },
  canManage: boolean,
  viewer: Viewer | null,
  birthdate: () => Promise<string | null>,
): Promise<boolean> {
  if (canManage || !isMatureStory(story)) return false;
  if (!viewer) return true;
  const born = await birthdate();
  return born !== null && ageOn(born, new Date()) < MATURE_MIN_AGE;
}

// ---------------------------------------------------------------------------------------------
// Feed preferences

/** What a feed honours for a visitor: no mature stories, no blocked tags. */
export const visitorFeedPreferences = (): { includeMature: boolean; blockedTags: string[] } => ({
  includeMature: false,
  blockedTags: [],
});

// ---------------------------------------------------------------------------------------------
// Blocked tags

/** Whether a story with `tags` stays in a feed for a viewer blocking `blockedTags` (any case). */
export function blockedTagsFilter(blockedTags: readonly string[]): (tags: readonly string[]) => boolean {
  const blocked = new Set(blockedTags.map((t) => t.toLowerCase()));
  return (tags) => !tags.some((t) => blocked.has(t.toLowerCase()));
}

// ---------------------------------------------------------------------------------------------
// Paywall

/** A part behind the paywall: `is_free_part` false on an `is_paywalled` story. */
export const isPaywalledPart = (story: { is_paywalled: Flag }, part: { is_free_part: Flag }): boolean =>
  toBool(story.is_paywalled) && !toBool(part.is_free_part);

// ---------------------------------------------------------------------------------------------
// Safety (mute, block) and moderation (time-outs): in ./safety.ts, part of this policy.

export {
  NO_RELATION,
  canRead,
  canWrite,
  hiddenAuthors,
  isBlockedBy,
  safetyRelation,
  safetyRelationOf,
  timeoutEndsAt,
  type SafetyRelation,
} from './safety';
