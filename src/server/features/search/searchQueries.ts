/**
 * Search queries (Knex only). Full-text matching goes through an index on both drivers, never a scan:
 * SQLite's FTS5 tables `stories_fts` / `users_fts` (rowid = id, kept by triggers) and MySQL's
 * FULLTEXT indexes `stories_fulltext` / `users_fulltext`; stories are then fetched by primary key.
 */
import type { Knex } from 'knex';
import type { LengthFilter, StorySearchFilters, UpdatedFilter } from '../../../shared/search/api';
import type { StoryRow } from '../stories';
import { HIDDEN_STORY_SQL, whereNotMature, whereReadableStory } from '../../policy/visibility';

export const isSqlite = (db: Knex): boolean => db.client.driverName === 'better-sqlite3';

/** Words of a query: letter/digit runs, lower-cased, at most 8. */
export function queryTokens(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** FTS5 MATCH text: every token as a quoted string, ANDed; refiner tags restricted to the tags column. */
export function ftsMatch(tokens: readonly string[], tags: readonly string[] = [], prefix = false): string {
  const words = tokens.map((t) => `"${t}"${prefix ? '*' : ''}`);
  const tagTerms = tags.map((t) => `tags : "${t.replace(/"/g, '')}"`);
  return [...words, ...tagTerms].join(' AND ');
}

/** MySQL boolean-mode text: every token required (`+word`), the last one as a prefix too. */
export function mysqlBoolean(tokens: readonly string[], prefix = false): string {
  return tokens.map((t) => `+${t}${prefix ? '*' : ''}`).join(' ');
}

/** Above this many raw matches, SQLite orders newest first instead of by bm25 rank (ranking all is slow). */
export const RANK_MAX_MATCHES = 20_000;

const DAY_MS = 86_400_000;
const UPDATED_DAYS: Record<UpdatedFilter, number | null> = {
  anytime: null,
  day: 1,
  week: 7,
  month: 31,
  year: 366,
};
const LENGTH_RANGES: Record<LengthFilter, [number, number | null] | null> = {
  any: null,
  '1-10': [1, 10],
  '10-20': [11, 20],
  '20-50': [21, 50],
  '50+': [51, null],
};

/** Visibility (not deleted, has a published part) and every filter, on the `stories` alias `s`. */
function applyFilters(q: Knex.QueryBuilder, f: StorySearchFilters, now: Date, db: Knex): Knex.QueryBuilder {
  whereReadableStory(q, 's');
  const days = UPDATED_DAYS[f.updated];
  if (days !== null) q.where('s.modified_at', '>=', new Date(now.getTime() - days * DAY_MS));
  const range = LENGTH_RANGES[f.length];
  if (range) {
    q.where('s.published_part_count', '>=', range[0]);
    if (range[1] !== null) q.where('s.published_part_count', '<=', range[1]);
  }
  if (f.completedOnly) q.where('s.completed', 1);
  if (f.hideMature) whereNotMature(q, 's');
  if (f.hideFree) q.where('s.is_paywalled', 1);
  if (f.hidePaid) q.where('s.is_paywalled', 0);
  if (f.hideOriginals) q.where((w) => w.whereNull('s.paid_model').orWhereNot('s.paid_model', 'paid_story'));
  if (!isSqlite(db)) {
    // SQLite puts the refiner tags into the MATCH; MySQL checks each through the tag name index.
    for (const tag of f.tags) {
      q.whereExists((e) =>
        e
          .select(db.raw('1'))
          .from('story_tags as st')
          .join('tags as t', 't.id', 'st.tag_id')
          .whereRaw('st.story_id = s.id')
          .where('t.name', tag),
      );
    }
  }
  return q;
}

/** Filters that look at story columns (the refiner tags are part of the SQLite MATCH). */
const hasColumnFilters = (f: StorySearchFilters): boolean =>
  f.updated !== 'anytime' ||
  f.length !== 'any' ||
  f.completedOnly ||
  f.hideMature ||
  f.hideFree ||
  f.hidePaid ||
  f.hideOriginals;

/** Not readable: the policy's text of the partial index `stories_hidden_index`, so SQLite can use it. */
const HIDDEN_STORY = HIDDEN_STORY_SQL;
/** Above this many hidden stories, counting by subtraction stops paying off: join instead. */
const HIDDEN_SUBTRACT_MAX = 2000;

/**
 * SQLite, no column filters: visible hits = FTS hits − hidden stories that match (the few hidden
 * stories are probed in the FTS index by rowid) — no join of every hit to `stories`. Null when there
 * are too many hidden stories for that to be cheaper.
 */
async function countVisibleMatches(db: Knex, match: string): Promise<number | null> {
  const hidden = (await db.raw(
    `SELECT count(*) AS n FROM stories s INDEXED BY stories_hidden_index WHERE ${HIDDEN_STORY}`,
  )) as { n: number }[];
  if (Number(hidden[0]?.n ?? 0) > HIDDEN_SUBTRACT_MAX) return null;
  const rows = (await db.raw(
    `SELECT (SELECT count(*) FROM stories_fts WHERE stories_fts MATCH ?) -
       (SELECT count(*) FROM stories s INDEXED BY stories_hidden_index WHERE ${HIDDEN_STORY}
          AND EXISTS (SELECT 1 FROM stories_fts WHERE stories_fts MATCH ? AND rowid = s.id)) AS n`,
    [match, match],
  )) as { n: number }[];
  return Number(rows[0]?.n ?? 0);
}

export interface StoryMatchQuery {
  tokens: string[];
  filters: StorySearchFilters;
  limit: number;
  offset: number;
  now: Date;
}

/** Matching story ids for one page (best first) and the total count. */
export async function findStoryMatches(
  db: Knex,
  query: StoryMatchQuery,
): Promise<{ ids: number[]; total: number }> {
  if (query.tokens.length === 0) return { ids: [], total: 0 };
  const base = (): Knex.QueryBuilder => {
    if (isSqlite(db)) {
      return db('stories_fts as f')
        .join('stories as s', 's.id', 'f.rowid')
        .whereRaw('stories_fts MATCH ?', [ftsMatch(query.tokens, query.filters.tags)]);
    }
    return db('stories as s').whereRaw('MATCH(s.title, s.description) AGAINST (? IN BOOLEAN MODE)', [
      mysqlBoolean(query.tokens),
    ]);
  };
  const fast =
    isSqlite(db) && !hasColumnFilters(query.filters)
      ? await countVisibleMatches(db, ftsMatch(query.tokens, query.filters.tags))
      : null;
  const countRow =
    fast === null
      ? ((await applyFilters(base(), query.filters, query.now, db).count({ n: '*' }).first()) as
          { n: number | string } | undefined)
      : { n: fast };
  const total = Number(countRow?.n ?? 0);
  if (total === 0 || query.offset >= total) return { ids: [], total };

  const page = applyFilters(base(), query.filters, query.now, db).select('s.id');
  if (isSqlite(db)) {
    if (total <= RANK_MAX_MATCHES) page.orderByRaw('f.rank, f.rowid DESC');
    else page.orderBy('f.rowid', 'desc');
  } else {
    page
      .orderByRaw('MATCH(s.title, s.description) AGAINST (? IN BOOLEAN MODE) DESC', [
        mysqlBoolean(query.tokens),
      ])
      .orderBy('s.id', 'desc');
  }
  const rows: { id: number }[] = await page.limit(query.limit).offset(query.offset);
  return { ids: rows.map((r) => Number(r.id)), total };
}

const CARD_COLUMNS = [
  's.id',
  's.user_id',
  's.title',
  's.description',
  's.language_id',
  's.category_id',
  's.copyright',
  's.rating',
  's.mature',
  's.completed',
  's.is_paywalled',
  's.paid_model',
  's.cover_version',
  's.read_count',
  's.vote_count',
  's.comment_count',
  's.length',
  's.last_published_at',
  's.created_at',
  's.modified_at',
  's.deleted_at',
  's.published_part_count',
  's.first_part_id',
  's.tag_names',
  'u.username',
  'u.display_name',
  'u.avatar_version',
  'l.name as language_name',
];

export type SearchStoryRow = StoryRow & { length: number | null };

/** Story rows (with author and language) by primary key, in the order of `ids`. */
export async function findStoryRowsByIds(db: Knex, ids: readonly number[]): Promise<SearchStoryRow[]> {
  if (ids.length === 0) return [];
  const rows: SearchStoryRow[] = await db('stories as s')
    .join('users as u', 'u.id', 's.user_id')
    .leftJoin('languages as l', 'l.id', 's.language_id')
    .select(CARD_COLUMNS)
    .whereIn('s.id', [...ids]);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Tag counts among the given stories, most common first. */
export async function findTagFacets(
  db: Knex,
  storyIds: readonly number[],
  limit: number,
): Promise<{ name: string; count: number }[]> {
  if (storyIds.length === 0) return [];
  const rows = (await db('story_tags as st')
    .join('tags as t', 't.id', 'st.tag_id')
    .whereIn('st.story_id', [...storyIds])
    .groupBy('t.name')
    .select('t.name')
    .count({ n: '*' })
    .orderBy([
      { column: 'n', order: 'desc' },
      { column: 't.name', order: 'asc' },
    ])
    .limit(limit)) as { name: string; n: number | string }[];
  return rows.map((r) => ({ name: r.name, count: Number(r.n) }));
}

/** Tag names starting with `term` (the tags_name_unique index), excluding `exclude`. */
export async function findTagsByPrefix(
  db: Knex,
  term: string,
  exclude: readonly string[],
  limit: number,
): Promise<string[]> {
  const escaped = term.replace(/[!%_]/g, (c) => `!${c}`);
  const q = db('tags')
    .select('name')
    .whereRaw(`name LIKE ? ESCAPE '!'`, [`${escaped}%`]);
  if (exclude.length > 0) q.whereNotIn('name', [...exclude]);
  const rows: { name: string }[] = await q.orderBy('name').limit(limit);
  return rows.map((r) => r.name);
}

/**
 * Visible stories carrying a tag, newest first, with the total (story_tags_tag_id_index); without
 * mature ones when `hideMature` (the visibility policy's `hidesMature`).
 */
export async function findTagStoryIds(
  db: Knex,
  tag: string,
  limit: number,
  offset: number,
  hideMature: boolean,
): Promise<{ ids: number[]; total: number }> {
  const base = (): Knex.QueryBuilder => {
    const q = whereReadableStory(
      db('tags as t')
        .join('story_tags as st', 'st.tag_id', 't.id')
        .join('stories as s', 's.id', 'st.story_id')
        .where('t.name', tag),
      's',
    );
    return hideMature ? whereNotMature(q, 's') : q;
  };
  const countRow = (await base().count({ n: '*' }).first()) as { n: number | string } | undefined;
  const total = Number(countRow?.n ?? 0);
  if (total === 0 || offset >= total) return { ids: [], total };
  const rows: { id: number }[] = await base()
    .select('s.id')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .offset(offset);
  return { ids: rows.map((r) => Number(r.id)), total };
}
