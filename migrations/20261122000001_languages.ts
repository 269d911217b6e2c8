import type { Knex } from 'knex';

/** Languages of stories and of the interface (`language_id` everywhere; default 1, English). */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('languages')) return;
  await knex.schema.createTable('languages', (t) => {
    t.integer('id').unsigned().primary();
    t.string('name', 64).notNullable();
    t.string('native_name', 64).notNullable().defaultTo('');
    t.string('locale', 16).notNullable();
    t.string('code', 8).notNullable();
    t.integer('sort').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('languages');
}
