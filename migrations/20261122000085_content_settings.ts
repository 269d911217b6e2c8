import type { Knex } from 'knex';

/**
 * A user's content settings: the mature-content choice (no row = false) and the genres picked in
 * onboarding (`preferred_tags`, a JSON array of genre names).
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('content_settings')) return;
  await knex.schema.createTable('content_settings', (t) => {
    t.integer('user_id').unsigned().primary().references('users.id').onDelete('CASCADE');
    t.boolean('include_mature').notNullable().defaultTo(false);
    t.string('preferred_tags', 512).notNullable().defaultTo('[]');
    t.datetime('updated_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('content_settings');
}
