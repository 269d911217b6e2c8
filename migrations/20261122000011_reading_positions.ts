import type { Knex } from 'knex';

/** Where a reader is in a story: the part and a fraction 0..1 of it (`/apiv2/syncreadingposition`). */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('reading_positions')) return;
  await knex.schema.createTable('reading_positions', (t) => {
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('story_id').unsigned().notNullable().references('stories.id').onDelete('CASCADE');
    t.integer('part_id').unsigned().notNullable().references('parts.id').onDelete('CASCADE');
    t.double('position').notNullable().defaultTo(0);
    t.datetime('updated_at').notNullable();
    t.primary(['user_id', 'story_id']);
    t.index(['user_id', 'updated_at'], 'reading_positions_user_updated_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('reading_positions');
}
