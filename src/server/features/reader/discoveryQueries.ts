/**
 * Story-page discovery queries: "You may also like" candidates and tag rankings (Knex only).
 * Both read `story_tags` through its listing index (tag_id, listed, read_count, story_id): the tag
 * row carries a copy of its story's reads and listed state (migration 100), so neither joins the
 * tens of thousands of stories a popular tag has (≈ 1 s per cold story page at 100k stories before).
 */
import type { Knex } from 'knex';
import type { TagRanking } from '../../../shared/stories/api';
import {
  whereListedTag,
  whereNotMature,
  whereNotMatureIf,
  whereReadableStory,
} from '../../policy/visibility';

/** How many of each tag's most-read stories "You may also like" considers. */
export const SIMILAR_CANDIDATES_PER_TAG = 200;

const listedTag = (db: Knex, tagId: number): Knex.QueryBuilder =>
  whereListedTag(db('story_tags').where('tag_id', tagId));

/**
 * Up to `limit` other readable stories like `storyId`: among the most-read stories of each of its
 * tags, those sharing the most tags first, then more-read, then newer; then the same category's
 * most-read stories when the tags do not fill the list. Without the mature ones when `hideMature`
 * (the visibility policy's `hidesMature`): the tag rows carry no rating, so the candidates are
 * sifted through the stories table (one query by primary key).
 */
export async function findSimilarStoryIds(
  db: Knex,
  storyId: number,
  limit: number,
  hideMature = false,
): Promise<number[]> {
  const own = (await db('stories').where('id', storyId).first('category_id')) as
    { category_id: number | null } | undefined;
  if (!own) return [];
  const tagIds = (await db('story_tags').where('story_id', storyId).pluck('tag_id')).map(Number);
  const perTag: { story_id: number; read_count: number }[][] = await Promise.all(
    tagIds.map((tagId) =>
      listedTag(db, tagId)
        .whereNot('story_id', storyId)
        .select('story_id', 'read_count')
        .orderBy([
          { column: 'read_count', order: 'desc' },
          { column: 'story_id', order: 'desc' },
        ])
        .limit(SIMILAR_CANDIDATES_PER_TAG),
    ),
  );
  const shared = new Map<number, { n: number; reads: number }>();
  for (const row of perTag.flat()) {
    const id = Number(row.story_id);
    const seen = shared.get(id);
    if (seen) seen.n += 1;
    else shared.set(id, { n: 1, reads: Number(row.read_count) });
  }
  if (hideMature && shared.size > 0) {
    const kept = new Set<number>(
      (await whereNotMature(db('stories as s').whereIn('s.id', [...shared.keys()]), 's').pluck('s.id')).map(
        Number,
      ),
    );
    for (const id of [...shared.keys()]) if (!kept.has(id)) shared.delete(id);
  }
  const ids = [...shared]
    .sort(([ia, a], [ib, b]) => b.n - a.n || b.reads - a.reads || ib - ia)
    .slice(0, limit)
    .map(([id]) => id);
  if (ids.length < limit && own.category_id !== null) {
    const more: { id: number }[] = await db('stories as s')
      .where('s.category_id', own.category_id)
      .modify(whereReadableStory, 's')
      .modify(whereNotMatureIf, 's', hideMature)
      .whereNot('s.id', storyId)
      .whereNotIn('s.id', ids.length ? ids : [0])
      .select('s.id')
      .orderBy([
        { column: 's.read_count', order: 'desc' },
        { column: 's.id', order: 'desc' },
      ])
      .limit(limit - ids.length);
    ids.push(...more.map((r) => Number(r.id)));
  }
  return ids;
}

/**
 * The story's rank within each of its tags by read count (1 = most read; ties by lower id), in the
 * story's tag order. One query: per tag, two index range counts (listed stories read more, and
 * those read as much with a lower id).
 */
export async function findTagRankings(db: Knex, storyId: number, reads: number): Promise<TagRanking[]> {
  const ahead = (alias: string, where: (q: Knex.QueryBuilder) => Knex.QueryBuilder) =>
    where(whereListedTag(db('story_tags as o').whereRaw('o.tag_id = st.tag_id'), 'o'))
      .count('*')
      .as(alias);
  const rows: { name: string; more: number | string; tied: number | string }[] = await db('story_tags as st')
    .join('tags as t', 't.id', 'st.tag_id')
    .where('st.story_id', storyId)
    .select(
      't.name',
      ahead('more', (q) => q.where('o.read_count', '>', reads)),
      ahead('tied', (q) => q.where('o.read_count', reads).where('o.story_id', '<', storyId)),
    )
    .orderBy('st.position', 'asc');
  return rows.map((r) => ({ name: r.name, rank: Number(r.more) + Number(r.tied) + 1 }));
}
