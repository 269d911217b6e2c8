import type { Knex } from 'knex';

/** express-session rows when there is no Redis: `expires_at` is epoch milliseconds. */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('sessions')) return;
  await knex.schema.createTable('sessions', (t) => {
    t.string('sid', 128).primary();
    t.text('sess').notNullable();
    t.bigInteger('expires_at').notNullable();
    t.index(['expires_at'], 'sessions_expires_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sessions');
}
