import type { Knex } from 'knex';

/** Stories in a reading list, in `position` order (appended at the end). */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('reading_list_stories')) return;
  await knex.schema.createTable('reading_list_stories', (t) => {
    t.integer('list_id').unsigned().notNullable().references('reading_lists.id').onDelete('CASCADE');
    t.integer('story_id').unsigned().notNullable().references('stories.id').onDelete('CASCADE');
    t.integer('position').notNullable().defaultTo(0);
    t.datetime('added_at').notNullable();
    t.primary(['list_id', 'story_id']);
    t.index(['story_id'], 'reading_list_stories_story_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('reading_list_stories');
}
