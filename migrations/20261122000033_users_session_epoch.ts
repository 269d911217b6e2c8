import type { Knex } from 'knex';

/**
 * `users.session_epoch`: bumped when a password is reset (or changed) so every session created
 * before stops working. A session remembers the epoch it was created at (`session.epoch`).
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('users', 'session_epoch')) return;
  await knex.schema.alterTable('users', (t) => {
    t.integer('session_epoch').unsigned().notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('users', 'session_epoch'))) return;
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('session_epoch');
  });
}
