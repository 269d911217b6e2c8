import type { Knex } from 'knex';

/** `users.ccpa_optout`: a signed-in user's "do not sell my personal information" choice (spec §3). */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('users', 'ccpa_optout')) return;
  await knex.schema.alterTable('users', (t) => {
    t.boolean('ccpa_optout').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('users', 'ccpa_optout'))) return;
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('ccpa_optout');
  });
}
