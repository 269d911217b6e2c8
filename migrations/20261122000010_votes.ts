import type { Knex } from 'knex';

/** One vote per user per part; `story_id` is copied in for per-story counts. */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('votes')) return;
  await knex.schema.createTable('votes', (t) => {
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('part_id').unsigned().notNullable().references('parts.id').onDelete('CASCADE');
    t.integer('story_id').unsigned().notNullable().references('stories.id').onDelete('CASCADE');
    t.datetime('created_at').notNullable();
    t.primary(['user_id', 'part_id']);
    t.index(['story_id'], 'votes_story_id_index');
    t.index(['part_id'], 'votes_part_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('votes');
}
