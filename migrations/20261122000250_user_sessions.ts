import type { Knex } from 'knex';

/**
 * One row per signed-in session (Redis or SQL store alike): whose it is, the epoch it signed in
 * at, its browser and when it was last seen, so settings can list a user's sessions and end one
 * (`src/server/session/userSessions.ts`). `sid` is the store's key; `id` is what pages show.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('user_sessions')) return;
  await knex.schema.createTable('user_sessions', (t) => {
    t.increments('id');
    t.string('sid', 128).notNullable().unique('user_sessions_sid_unique');
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('epoch').unsigned().notNullable().defaultTo(0);
    t.string('user_agent', 400).notNullable().defaultTo('');
    t.datetime('created_at').notNullable();
    t.datetime('last_seen_at').notNullable();
    t.index(['user_id'], 'user_sessions_user_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('user_sessions');
}
