import type { Knex } from 'knex';

/** A user's library: stories kept for reading (reading-discovery §3, §4). */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('library_stories')) return;
  await knex.schema.createTable('library_stories', (t) => {
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('story_id').unsigned().notNullable().references('stories.id').onDelete('CASCADE');
    t.datetime('added_at').notNullable();
    t.primary(['user_id', 'story_id']);
    t.index(['story_id'], 'library_stories_story_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('library_stories');
}
