import type { Knex } from 'knex';

/**
 * The inbox lists threads newest first by `last_message_at`. MariaDB's plain DATETIME keeps whole
 * seconds, so two messages sent within one second tied, and the tie-break (the other user's id)
 * could list the older thread first. Milliseconds, as SQLite already stores them, order them.
 */
export async function up(knex: Knex): Promise<void> {
  if (knex.client.driverName === 'better-sqlite3') return;
  await knex.raw('ALTER TABLE conversations MODIFY last_message_at DATETIME(3) NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.driverName === 'better-sqlite3') return;
  await knex.raw('ALTER TABLE conversations MODIFY last_message_at DATETIME NOT NULL');
}
