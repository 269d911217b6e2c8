/**
 * Search queries (Knex only). Full-text matching goes through an index on both drivers, never a scan:
 * SQLite's FTS5 tables `stories_fts` / `users_fts` (rowid = id, kept by triggers) and MySQL's
 * FULLTEXT indexes `stories_fulltext` / `users_fulltext`; stories are then fetched by primary key.
 */
import type { Knex } from 'knex';
import type { LengthFilter, StorySearchFilters, UpdatedFilter } from '../../../shared/api/search';
import type { StoryRow } from '../stories/storiesQueries';

export const isSqlite = (db: Knex): boolean => db.client.config.client === 'better-sqlite3';

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
  q.whereNull('s.deleted_at').where('s.published_part_count', '>', 0);
  const days = UPDATED_DAYS[f.updated];
  if (days !== null) q.where('s.modified_at', '>=', new Date(now.getTime() - days * DAY_MS));
  const range = LENGTH_RANGES[f.length];
  if (range) {
    q.where('s.published_part_count', '>=', range[0]);
    if (range[1] !== null) q.where('s.published_part_count', '<=', range[1]);
  }
  if (f.completedOnly) q.where('s.completed', 1);
  if (f.hideMature) q.where('s.mature', 0).whereNot('s.rating', 4);
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
  const countRow = (await applyFilters(base(), query.filters, query.now, db).count({ n: '*' }).first()) as
    { n: number | string } | undefined;
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
  's.created_at',
  's.modified_at',
  's.deleted_at',
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

export interface UserRow {
  id: number;
  username: string;
  display_name: string | null;
  description: string | null;
  avatar_version: string | number | null;
  is_staff: number | boolean;
  is_verified: number | boolean;
  is_ambassador: number | boolean;
}

/** Matching open accounts (each token as a prefix), best first, with the total. */
export async function findUserMatches(
  db: Knex,
  tokens: readonly string[],
  limit: number,
  offset: number,
): Promise<{ rows: UserRow[]; total: number }> {
  if (tokens.length === 0) return { rows: [], total: 0 };
  const base = (): Knex.QueryBuilder =>
    isSqlite(db)
      ? db('users_fts as f')
          .join('users as u', 'u.id', 'f.rowid')
          .whereRaw('users_fts MATCH ?', [ftsMatch(tokens, [], true)])
          .whereNull('u.closed_at')
      : db('users as u')
          .whereRaw('MATCH(u.username, u.display_name) AGAINST (? IN BOOLEAN MODE)', [
            mysqlBoolean(tokens, true),
          ])
          .whereNull('u.closed_at');
  const countRow = (await base().count({ n: '*' }).first()) as { n: number | string } | undefined;
  const total = Number(countRow?.n ?? 0);
  if (total === 0 || offset >= total) return { rows: [], total };
  const q = base().select(
    'u.id',
    'u.username',
    'u.display_name',
    'u.description',
    'u.avatar_version',
    'u.is_staff',
    'u.is_verified',
    'u.is_ambassador',
  );
  if (isSqlite(db)) q.orderByRaw('f.rank, u.id');
  else
    q.orderByRaw('MATCH(u.username, u.display_name) AGAINST (? IN BOOLEAN MODE) DESC', [
      mysqlBoolean(tokens, true),
    ]).orderBy('u.id');
  return { rows: await q.limit(limit).offset(offset), total };
}

export interface UserCardCounts {
  numStoriesPublished: number;
  numFollowers: number;
  numLists: number;
  /** Whether the viewer follows this user (false for visitors). */
  following: boolean;
}

/**
 * The user-card counts of a page of people in ONE query (correlated counts through
 * stories_user_id_index, follows_followee_id_index, reading_lists_user_id_index and the follows key).
 */
export async function findUserCardCounts(
  db: Knex,
  userIds: readonly number[],
  viewerId: number | null,
): Promise<Map<number, UserCardCounts>> {
  const out = new Map<number, UserCardCounts>();
  if (userIds.length === 0) return out;
  const rows: {
    id: number;
    published: number | string;
    followers: number | string;
    lists: number | string;
    following: number | string;
  }[] = await db('users as u')
    .whereIn('u.id', [...userIds])
    .select('u.id')
    .select({
      published: db('stories as s')
        .count('*')
        .whereRaw('s.user_id = u.id')
        .whereNull('s.deleted_at')
        .where('s.published_part_count', '>', 0),
      followers: db('follows as f').count('*').whereRaw('f.followee_id = u.id'),
      lists: db('reading_lists as rl').count('*').whereRaw('rl.user_id = u.id'),
      following:
        viewerId === null
          ? db.raw('0')
          : db('follows as vf')
              .count('*')
              .whereRaw('vf.followee_id = u.id')
              .where('vf.follower_id', viewerId),
    });
  for (const r of rows) {
    out.set(Number(r.id), {
      numStoriesPublished: Number(r.published),
      numFollowers: Number(r.followers),
      numLists: Number(r.lists),
      following: Number(r.following) > 0,
    });
  }
  return out;
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

/** Visible stories carrying a tag, newest first, with the total (story_tags_tag_id_index). */
export async function findTagStoryIds(
  db: Knex,
  tag: string,
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number }> {
  const base = (): Knex.QueryBuilder =>
    db('tags as t')
      .join('story_tags as st', 'st.tag_id', 't.id')
      .join('stories as s', 's.id', 'st.story_id')
      .where('t.name', tag)
      .whereNull('s.deleted_at')
      .where('s.published_part_count', '>', 0);
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
