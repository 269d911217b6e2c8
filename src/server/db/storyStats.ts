/**
 * The denormalised per-story columns derived from its parts and tags: `published_part_count`,
 * `length` (characters of published parts), `last_published_at`, `first_part_id` (the first
 * published part in reading order) and `tag_names` (JSON array in tag order; migration 110). Call
 * after publishing, unpublishing, deleting, restoring, moving or editing the text of a part, or
 * changing a story's tags (inside the same transaction when there is one).
 * A published part here is the visibility policy's `whereCountedPart` (not a draft, not deleted).
 *
 * `story_tags` keeps a copy of its story's `read_count` and listing state (migration 100): call
 * `syncStoryTagListing` after changing a story's reads, deleting/restoring it or adding tags
 * (`refreshStoryStats` already does it).
 */
import type { Knex } from 'knex';
import { whereCountedPart, isReadableStory } from '../policy/visibility';
import { toDate, type DbDate } from './dates';

interface StatsRow {
  n: number | string;
  len: number | string | null;
  last: DbDate;
}

export async function refreshStoryStats(db: Knex, storyIds: number | readonly number[]): Promise<void> {
  const ids = typeof storyIds === 'number' ? [storyIds] : storyIds;
  for (const id of ids) {
    const row = (await whereCountedPart(db('parts').where({ story_id: id })).first(
      db.raw('count(*) as n'),
      db.raw('coalesce(sum(length), 0) as len'),
      db.raw('max(published_at) as last'),
    )) as StatsRow | undefined;
    const first = (await whereCountedPart(db('parts').where({ story_id: id }))
      .orderBy(['position', 'id'])
      .first('id')) as { id: number } | undefined;
    const tags: string[] = await db('story_tags')
      .join('tags', 'tags.id', 'story_tags.tag_id')
      .where('story_tags.story_id', id)
      .orderBy('story_tags.position')
      .pluck('tags.name');
    await db('stories')
      .where({ id })
      .update({
        published_part_count: Number(row?.n ?? 0),
        length: Number(row?.len ?? 0),
        last_published_at: toDate(row?.last),
        first_part_id: first ? Number(first.id) : null,
        tag_names: JSON.stringify(tags),
      });
  }
  await syncStoryTagListing(db, ids);
}

/** Copies each story's `read_count` and listed state (not deleted, ≥ 1 published part) onto its tags. */
export async function syncStoryTagListing(db: Knex, storyIds: readonly number[]): Promise<void> {
  if (storyIds.length === 0) return;
  const stories: {
    id: number;
    read_count: number | null;
    deleted_at: DbDate;
    published_part_count: number;
  }[] = await db('stories')
    .whereIn('id', [...storyIds])
    .select('id', 'read_count', 'deleted_at', 'published_part_count');
  for (const s of stories) {
    await db('story_tags')
      .where('story_id', s.id)
      .update({
        read_count: Number(s.read_count ?? 0),
        listed: isReadableStory(s),
      });
  }
}
