import type { Knex } from 'knex';

/**
 * Reading lists (reading-discovery §3 "Reading list"). A user's list names are unique ignoring
 * case; the lists service enforces it (a create with an existing name reuses that list).
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('reading_lists')) return;
  await knex.schema.createTable('reading_lists', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('name', 100).notNullable();
    t.boolean('featured').notNullable().defaultTo(false);
    t.datetime('created_at').notNullable();
    t.datetime('updated_at').notNullable();
    t.index(['user_id'], 'reading_lists_user_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('reading_lists');
}
