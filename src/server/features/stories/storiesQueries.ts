/**
 * Story, tag and category queries (Knex only): typed rows in, plain rows out (parts: partsQueries.ts).
 * Who sees what is the visibility policy's (server/policy/visibility.ts); these only fetch.
 *
 * Indexes these queries rely on: stories(deleted_at, modified_at), parts(story_id, position),
 * story_tags primary key (story_id, tag_id), part_texts primary key (part_id).
 */
import type { Knex } from 'knex';
import type { DbDate } from '../../db/dates';
import { sqlColumns } from '../../db/knex';
import { whereReadableStory, whereStoryNotDeleted } from '../../policy/visibility';

/** 0/1 from both drivers (boolean if a caller passes one through). */
export type DbBool = number | boolean | null;

/** A story with its author and language (one joined query). */
export interface StoryRow {
  id: number;
  user_id: number;
  title: string;
  description: string | null;
  language_id: number | null;
  category_id: number | null;
  copyright: number | null;
  rating: number | null;
  mature: DbBool;
  completed: DbBool;
  is_paywalled: DbBool;
  paid_model: string | null;
  cover_version: string | number | null;
  read_count: number | null;
  vote_count: number | null;
  comment_count: number | null;
  /** Denormalised (src/server/db/storyStats.ts): characters of the published parts. */
  length: number | null;
  /** Denormalised: when a part last went out. */
  last_published_at: DbDate;
  created_at: DbDate;
  modified_at: DbDate;
  deleted_at: DbDate;
  /** Denormalised (src/server/db/storyStats.ts): published parts, the first of them, tag names (JSON). */
  published_part_count: number | null;
  first_part_id: number | null;
  tag_names: string | null;
  username: string;
  display_name: string | null;
  avatar_version: string | number | null;
  language_name: string | null;
}

/**
 * The story details row (`findStoryRow`): a `StoryRow` plus its category and the author's
 * birthdate and country (shown to system admins only; the mapping decides).
 */
export interface StoryDetailsRow extends StoryRow {
  category_name: string | null;
  category_name_english: string | null;
  category_roles: string | null;
  author_birthdate: string | null;
  author_country: string | null;
  /** The author's profile description (`user.description` when a `fields=` asks for it). */
  author_description: string | null;
}

export interface CategoryRow {
  id: number;
  name: string;
  name_english: string;
  roles: string | null;
}

const STORY_COLUMNS = [
  'stories.id',
  'stories.user_id',
  'stories.title',
  'stories.description',
  'stories.language_id',
  'stories.category_id',
  'stories.copyright',
  'stories.rating',
  'stories.mature',
  'stories.completed',
  'stories.is_paywalled',
  'stories.paid_model',
  'stories.cover_version',
  'stories.read_count',
  'stories.vote_count',
  'stories.comment_count',
  'stories.length',
  'stories.last_published_at',
  'stories.created_at',
  'stories.modified_at',
  'stories.deleted_at',
  'stories.published_part_count',
  'stories.first_part_id',
  'stories.tag_names',
  'users.username',
  'users.display_name',
  'users.avatar_version',
  'languages.name as language_name',
];

/** What a story card shows (`toStoryCard`): a narrower row than `StoryRow`, for long card lists. */
export type CardRow = Pick<
  StoryRow,
  | 'id'
  | 'title'
  | 'description'
  | 'cover_version'
  | 'rating'
  | 'mature'
  | 'completed'
  | 'is_paywalled'
  | 'paid_model'
  | 'read_count'
  | 'vote_count'
  | 'length'
  | 'language_id'
  | 'last_published_at'
  | 'created_at'
  | 'modified_at'
  | 'published_part_count'
  | 'first_part_id'
  | 'tag_names'
  | 'username'
  | 'display_name'
  | 'avatar_version'
  | 'language_name'
>;

const CARD_COLUMNS = [
  ...[
    'id',
    'title',
    'description',
    'cover_version',
    'rating',
    'mature',
    'completed',
    'is_paywalled',
    'paid_model',
    'read_count',
    'vote_count',
    'length',
    'language_id',
    'last_published_at',
    'created_at',
    'modified_at',
    'published_part_count',
    'first_part_id',
    'tag_names',
  ].map((c) => `stories.${c}`),
  'users.username',
  'users.display_name',
  'users.avatar_version',
  'languages.name as language_name',
];

/**
 * Stories with their author's name and avatar and their language's name: the columns of a
 * `CardRow` only (the languages join is a primary-key lookup into a table of a few rows).
 */
export const storyCardRows = (db: Knex): Knex.QueryBuilder =>
  db('stories')
    .join('users', 'users.id', 'stories.user_id')
    .leftJoin('languages', 'languages.id', 'stories.language_id')
    .select(CARD_COLUMNS);

const CARD_COLUMNS_SQL = sqlColumns(CARD_COLUMNS);

/**
 * `storyCardRows` as SQL text, for the hand-written hot statements (the home feed): `columns` go
 * before the card's, `from` is what the stories table is joined to (default: the stories alone).
 */
export const storyCardSql = (columns = '', from = '`stories`'): string =>
  `select ${columns}${CARD_COLUMNS_SQL} from ${from}` +
  ' inner join `users` on `users`.`id` = `stories`.`user_id`' +
  ' left join `languages` on `languages`.`id` = `stories`.`language_id`';

export const storiesWithAuthor = (db: Knex): Knex.QueryBuilder =>
  db('stories')
    .join('users', 'users.id', 'stories.user_id')
    .leftJoin('languages', 'languages.id', 'stories.language_id')
    .select(STORY_COLUMNS);

/** One story for its details page: with its category and the author's birthdate, country, description. */
export async function findStoryRow(db: Knex, id: number): Promise<StoryDetailsRow | undefined> {
  return storiesWithAuthor(db)
    .leftJoin('categories', 'categories.id', 'stories.category_id')
    .select(
      'categories.name as category_name',
      'categories.name_english as category_name_english',
      'categories.roles as category_roles',
      'users.birthdate as author_birthdate',
      'users.country as author_country',
      'users.description as author_description',
    )
    .where('stories.id', id)
    .first();
}

/** Reads of all of an author's non-deleted stories (index stories_user_id_index). */
export async function findAuthorTotalReads(db: Knex, userId: number): Promise<number> {
  const row = (await whereStoryNotDeleted(db('stories').where('user_id', userId)).first(
    db.raw('coalesce(sum(read_count), 0) as total'),
  )) as { total: number | string } | undefined;
  return Number(row?.total ?? 0);
}

/** A story's tags (id and name), in tag order. */
export async function findStoryTags(db: Knex, storyId: number): Promise<{ id: number; name: string }[]> {
  const rows: { id: number; name: string }[] = await db('story_tags')
    .join('tags', 'tags.id', 'story_tags.tag_id')
    .select('tags.id', 'tags.name')
    .where('story_tags.story_id', storyId)
    .orderBy('story_tags.position', 'asc');
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/** Tag names per story, in each story's tag order. */
export async function findTagNames(db: Knex, storyIds: readonly number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>(storyIds.map((id) => [id, []]));
  if (storyIds.length === 0) return out;
  const rows: { story_id: number; name: string }[] = await db('story_tags')
    .join('tags', 'tags.id', 'story_tags.tag_id')
    .select('story_tags.story_id', 'tags.name')
    .whereIn('story_tags.story_id', [...storyIds])
    .orderBy([
      { column: 'story_tags.story_id', order: 'asc' },
      { column: 'story_tags.position', order: 'asc' },
    ]);
  for (const row of rows) out.get(Number(row.story_id))?.push(row.name);
  return out;
}

export async function findCategoryRows(db: Knex): Promise<CategoryRow[]> {
  return db('categories')
    .select('id', 'name', 'name_english', 'roles')
    .orderBy([
      { column: 'sort', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
}

export interface RecentStoriesQuery {
  limit: number;
  offset: number;
  languageId?: number;
}

/**
 * Non-deleted stories with at least one published part, most recently modified first.
 * Walks the stories(deleted_at, modified_at) index backwards and stops after offset + limit rows;
 * "has a published part" is the denormalised `published_part_count` (kept by the DB layer's
 * refreshStoryStats), so there is no per-row subquery.
 */
export async function findRecentStoryRows(db: Knex, query: RecentStoriesQuery): Promise<StoryRow[]> {
  const q = whereReadableStory(storiesWithAuthor(db), 'stories');
  if (query.languageId !== undefined) q.where('stories.language_id', query.languageId);
  return q
    .orderBy([
      { column: 'stories.modified_at', order: 'desc' },
      { column: 'stories.id', order: 'desc' },
    ])
    .limit(query.limit)
    .offset(query.offset);
}
