import type { Knex } from 'knex';

/**
 * Story-page discovery at 100k stories (issue 3 bench): "You may also like" and the tag rankings
 * read each tag's stories by reads. `story_tags` carries a copy of its story's `read_count` and
 * whether the story is listed (not deleted, at least one published part), so both are index range
 * scans on (tag_id, listed, read_count, story_id) instead of joins over every story of a tag.
 * Kept in sync by `syncStoryTagListing` (src/server/db/storyStats.ts).
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('story_tags', 'listed'))) {
    await knex.schema.alterTable('story_tags', (t) => {
      t.integer('read_count').notNullable().defaultTo(0);
      t.boolean('listed').notNullable().defaultTo(false);
    });
  }
  await knex.raw(`
    UPDATE story_tags SET
      read_count = coalesce((SELECT s.read_count FROM stories s WHERE s.id = story_tags.story_id), 0),
      listed = coalesce((SELECT CASE WHEN s.deleted_at IS NULL AND s.published_part_count > 0 THEN 1 ELSE 0 END
                FROM stories s WHERE s.id = story_tags.story_id), 0)`);
  await knex.schema.alterTable('story_tags', (t) => {
    t.index(['tag_id', 'listed', 'read_count', 'story_id'], 'story_tags_listing_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('story_tags', (t) => {
    t.dropIndex(['tag_id', 'listed', 'read_count', 'story_id'], 'story_tags_listing_index');
  });
  // Plain DROP COLUMN: knex's SQLite table rebuild would trip over the search index triggers.
  await knex.raw('ALTER TABLE story_tags DROP COLUMN read_count');
  await knex.raw('ALTER TABLE story_tags DROP COLUMN listed');
}
