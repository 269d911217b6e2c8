import type { Knex } from 'knex';
import { storiesWithAuthor, type StoryRow } from '../stories/storiesQueries';

export interface CardQuery {
  languageId: number;
  includeMature: boolean;
  categoryId?: number;
  completed?: boolean;
  orderBy: 'read_count' | 'vote_count' | 'last_published_at' | 'created_at';
  limit: number;
  excludeIds?: number[];
}

/** Readable stories (not deleted, with a published part) for a home section, best first. */
export function findCardRows(db: Knex, q: CardQuery): Promise<StoryRow[]> {
  const query = storiesWithAuthor(db)
    .whereNull('stories.deleted_at')
    .where('stories.published_part_count', '>', 0)
    .where('stories.language_id', q.languageId);
  if (!q.includeMature) query.where('stories.mature', false).whereNot('stories.rating', 4);
  if (q.categoryId !== undefined) query.where('stories.category_id', q.categoryId);
  if (q.completed !== undefined) query.where('stories.completed', q.completed);
  if (q.excludeIds?.length) query.whereNotIn('stories.id', q.excludeIds);
  return query
    .orderBy([
      { column: `stories.${q.orderBy}`, order: 'desc' },
      { column: 'stories.id', order: 'desc' },
    ])
    .limit(q.limit);
}

/**
 * Categories that have readable stories in a language, in the categories' own order. An EXISTS per
 * category reads one index entry; counting every story of the language (the order by size this
 * replaced) scanned them all (~100 ms at 100k stories) on each uncached build of the home.
 */
export function findHomeCategories(
  db: Knex,
  languageId: number,
  limit: number,
): Promise<{ id: number; name: string }[]> {
  return db('categories')
    .whereExists((q) =>
      q
        .select(db.raw('1'))
        .from('stories')
        .whereRaw('stories.category_id = categories.id')
        .where('stories.language_id', languageId)
        .whereNull('stories.deleted_at')
        .where('stories.published_part_count', '>', 0),
    )
    .orderBy('categories.id')
    .limit(limit)
    .select('categories.id', 'categories.name');
}

export interface PositionRow {
  story_id: number;
  part_id: number;
  updated_at: unknown;
}

/** A reader's most recent reading positions. */
export function findRecentPositions(db: Knex, userId: number, limit: number): Promise<PositionRow[]> {
  return db('reading_positions')
    .where({ user_id: userId })
    .orderBy('updated_at', 'desc')
    .limit(limit)
    .select('story_id', 'part_id', 'updated_at');
}

/** Counts an impression or click of a promoted story. */
export async function countPromotionEvent(
  db: Knex,
  storyId: number,
  kind: 'impression' | 'click',
): Promise<void> {
  const column = kind === 'click' ? 'clicks' : 'impressions';
  await db('promotion_stats')
    .insert({
      story_id: storyId,
      impressions: kind === 'impression' ? 1 : 0,
      clicks: kind === 'click' ? 1 : 0,
    })
    .onConflict('story_id')
    .merge({ [column]: db.raw('?? + 1', [`promotion_stats.${column}`]) });
}

export async function findCardRowsByIds(db: Knex, ids: number[]): Promise<Map<number, StoryRow>> {
  const rows: StoryRow[] = await storiesWithAuthor(db)
    .whereIn('stories.id', ids)
    .whereNull('stories.deleted_at');
  return new Map(rows.map((r) => [Number(r.id), r]));
}

export async function findPartTitles(db: Knex, ids: number[]): Promise<Map<number, string>> {
  const rows: { id: number; title: string }[] = await db('parts').whereIn('id', ids).select('id', 'title');
  return new Map(rows.map((r) => [Number(r.id), r.title]));
}
