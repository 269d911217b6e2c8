import type { Knex } from 'knex';

/**
 * Drops `parts_draft_scheduled_index` (migration …340). Its leading `draft` column made SQLite,
 * which keeps no statistics, count a story's published parts (`draft = 0`: nearly every part) by
 * walking that index instead of parts(story_id, position): continue reading took most of a second
 * on the bench database. The scheduler's claims read `scheduled_publish_at` ranges, which
 * `parts_scheduled_publish_at_index` (migration …007) serves alone.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('parts', (t) => {
    t.dropIndex(['draft', 'scheduled_publish_at'], 'parts_draft_scheduled_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('parts', (t) => {
    t.index(['draft', 'scheduled_publish_at'], 'parts_draft_scheduled_index');
  });
}
