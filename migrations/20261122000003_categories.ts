import type { Knex } from 'knex';

/** Genres (`GET /api/v3/categories`): roles is a comma list of onboarding, writing, searching. */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('categories')) return;
  await knex.schema.createTable('categories', (t) => {
    t.integer('id').unsigned().primary();
    t.string('name', 64).notNullable();
    t.string('name_english', 64).notNullable();
    t.string('roles', 255).notNullable().defaultTo('');
    t.integer('sort').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('categories');
}
