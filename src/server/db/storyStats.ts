/**
 * The denormalised per-story columns derived from its parts: `published_part_count`, `length`
 * (characters of published parts) and `last_published_at`. Call after publishing, unpublishing,
 * deleting, restoring or editing the text of a part (inside the same transaction when there is one).
 * A published part: `draft = false AND deleted_at IS NULL`.
 */
import type { Knex } from 'knex';
import { toDate, type DbDate } from './dates';

interface StatsRow {
  n: number | string;
  len: number | string | null;
  last: DbDate;
}

export async function refreshStoryStats(db: Knex, storyIds: number | readonly number[]): Promise<void> {
  const ids = typeof storyIds === 'number' ? [storyIds] : storyIds;
  for (const id of ids) {
    const row = (await db('parts')
      .where({ story_id: id, draft: false })
      .whereNull('deleted_at')
      .first(
        db.raw('count(*) as n'),
        db.raw('coalesce(sum(length), 0) as len'),
        db.raw('max(published_at) as last'),
      )) as StatsRow | undefined;
    await db('stories')
      .where({ id })
      .update({
        published_part_count: Number(row?.n ?? 0),
        length: Number(row?.len ?? 0),
        last_published_at: toDate(row?.last),
      });
  }
}
