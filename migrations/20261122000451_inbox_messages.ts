import type { Knex } from 'knex';

/**
 * Private messages (issue 27 §9): the pair is (`low_user_id`, `high_user_id`) — the two users'
 * ids in order — so both sides read one index range; `sender_id`/`recipient_id` say who wrote.
 * `body` ≤ 2000 characters (truncated before it is stored). A deleted message keeps its row with
 * `deleted_at` (its sender deleted it for both sides).
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('messages')) return;
  await knex.schema.createTable('messages', (t) => {
    t.increments('id').primary();
    t.integer('low_user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('high_user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('sender_id').unsigned().notNullable();
    t.integer('recipient_id').unsigned().notNullable();
    t.text('body').notNullable();
    t.datetime('created_at').notNullable();
    t.datetime('deleted_at').nullable();
    // A conversation's page by offset, newest first: one range of live rows, covering to the id.
    t.index(['low_user_id', 'high_user_id', 'deleted_at', 'id'], 'messages_conversation_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('messages');
}
