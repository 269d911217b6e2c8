/**
 * Story-page discovery queries: "You may also like" candidates and tag rankings (Knex only).
 * Both use the story_tags indexes (pk(story_id, tag_id) and tag_id) and the denormalised
 * `stories.published_part_count` / `read_count`.
 */
import type { Knex } from 'knex';
import type { TagRanking } from '../../../shared/api/stories';

const listed = (q: Knex.QueryBuilder, alias: string): Knex.QueryBuilder =>
  q.whereNull(`${alias}.deleted_at`).where(`${alias}.published_part_count`, '>', 0);

/**
 * Up to `limit` other readable stories like `storyId`: most shared tags first, then the same
 * category; more-read stories first within each group.
 */
export async function findSimilarStoryIds(db: Knex, storyId: number, limit: number): Promise<number[]> {
  const own = (await db('stories').where('id', storyId).first('category_id')) as
    { category_id: number | null } | undefined;
  if (!own) return [];
  const byTags: { id: number }[] = await listed(
    db('story_tags as st')
      .join('stories as s', 's.id', 'st.story_id')
      .whereIn('st.tag_id', db('story_tags').select('tag_id').where('story_id', storyId))
      .whereNot('st.story_id', storyId),
    's',
  )
    .groupBy('s.id', 's.read_count')
    .select('s.id')
    .orderByRaw('count(*) desc, s.read_count desc, s.id desc')
    .limit(limit);
  const ids = byTags.map((r) => Number(r.id));
  if (ids.length < limit && own.category_id !== null) {
    const more: { id: number }[] = await listed(
      db('stories as s')
        .where('s.category_id', own.category_id)
        .whereNot('s.id', storyId)
        .whereNotIn('s.id', ids.length ? ids : [0]),
      's',
    )
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
 * story's tag order. One query: a counting subquery per tag over that tag's stories.
 */
export async function findTagRankings(db: Knex, storyId: number, reads: number): Promise<TagRanking[]> {
  const ahead = listed(
    db('story_tags as o')
      .join('stories as s2', 's2.id', 'o.story_id')
      .whereRaw('o.tag_id = st.tag_id')
      .where((w) =>
        w
          .where('s2.read_count', '>', reads)
          .orWhere((e) => e.where('s2.read_count', reads).where('s2.id', '<', storyId)),
      ),
    's2',
  ).count('* as n');
  const rows: { name: string; ahead: number | string }[] = await db('story_tags as st')
    .join('tags as t', 't.id', 'st.tag_id')
    .where('st.story_id', storyId)
    .select('t.name', ahead.as('ahead'))
    .orderBy('st.position', 'asc');
  return rows.map((r) => ({ name: r.name, rank: Number(r.ahead) + 1 }));
}
