import type { Knex } from 'knex';
import { toDate, type DbDate } from '../../db/knex';
import { storyCardRows, whereReadableStory, type CardRow } from '../stories/storiesQueries';

export interface CardQuery extends FeedScope {
  categoryId?: number;
  completed?: boolean;
  orderBy: 'read_count' | 'vote_count' | 'last_published_at' | 'created_at';
  limit: number;
  excludeIds?: number[];
}

/** Which stories a home feed may show: its language, and mature ones only when the viewer wants them. */
export interface FeedScope {
  languageId: number;
  includeMature: boolean;
}

/** Readable stories (not deleted, with a published part) of the feed's scope. */
function whereInFeed(query: Knex.QueryBuilder, scope: FeedScope): Knex.QueryBuilder {
  whereReadableStory(query, 'stories').where('stories.language_id', scope.languageId);
  if (!scope.includeMature) query.where('stories.mature', false).whereNot('stories.rating', 4);
  return query;
}

/** A home section's stories, best first. */
function cardRowsQuery(db: Knex, q: CardQuery): Knex.QueryBuilder {
  const query = whereInFeed(storyCardRows(db), q);
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

type SectionRow = CardRow & { list_no: number };

/** A row's value of a list's order column, comparable within the list (numbers or epoch ms). */
const orderValue = (row: SectionRow, column: CardQuery['orderBy']): number =>
  column === 'read_count' || column === 'vote_count'
    ? Number(row[column] ?? 0)
    : (toDate(row[column])?.getTime() ?? 0);

/**
 * Several home lists in ONE statement (a UNION ALL of each list's own indexed, limited query):
 * one round trip instead of one per list. Each list comes back in its own order, re-established
 * here because a union keeps no order of its parts.
 */
export async function findSectionRows(db: Knex, lists: readonly CardQuery[]): Promise<CardRow[][]> {
  if (lists.length === 0) return [];
  const parts = lists.map((q, i) =>
    db.select('*').from(
      cardRowsQuery(db, q)
        .select(db.raw('? as list_no', [i]))
        .as(`l${i}`),
    ),
  );
  const rows: SectionRow[] = await parts[0].unionAll(parts.slice(1));
  const out: SectionRow[][] = lists.map(() => []);
  for (const row of rows) out[Number(row.list_no)]?.push(row);
  return out.map((list, i) => {
    const column = lists[i].orderBy;
    return list.sort((a, b) => orderValue(b, column) - orderValue(a, column) || Number(b.id) - Number(a.id));
  });
}

/**
 * Categories that have a story the feed may show, in the categories' own order: each one listed
 * gives the feed a section. An EXISTS per category reads a few index entries; counting every story
 * of the language (the order by size this replaced) scanned them all (~100 ms at 100k stories).
 */
export function findHomeCategories(
  db: Knex,
  scope: FeedScope,
  limit: number,
): Promise<{ id: number; name: string }[]> {
  return db('categories')
    .whereExists((q) =>
      whereInFeed(
        q.select(db.raw('1')).from('stories').whereRaw('stories.category_id = categories.id'),
        scope,
      ),
    )
    .orderBy('categories.id')
    .limit(limit)
    .select('categories.id', 'categories.name');
}

export interface PositionRow {
  story_id: number;
  part_id: number;
  updated_at: unknown;
  /** The story's last publication (a part going out), not its last edit. */
  last_published_at: DbDate;
}

/** A reader's most recent reading positions, with when each story last published a part. */
export function findRecentPositions(db: Knex, userId: number, limit: number): Promise<PositionRow[]> {
  return db('reading_positions as rp')
    .join('stories as s', 's.id', 'rp.story_id')
    .where('rp.user_id', userId)
    .orderBy('rp.updated_at', 'desc')
    .limit(limit)
    .select('rp.story_id', 'rp.part_id', 'rp.updated_at', 's.last_published_at');
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

export async function findPartTitles(db: Knex, ids: number[]): Promise<Map<number, string>> {
  const rows: { id: number; title: string }[] = await db('parts').whereIn('id', ids).select('id', 'title');
  return new Map(rows.map((r) => [Number(r.id), r.title]));
}
