import type { Knex } from 'knex';

/**
 * Private messaging (accounts-safety-messaging §3, issue 27 §8–9): one `conversations` row per
 * SIDE of a pair of users (`user_id` sees `other_user_id`), so each side's inbox is one index
 * range and each side keeps its own state: `unread`, `message_count` (what it sees: messages after
 * its `cleared_upto_id`, not deleted), `listed` (0 after it deleted the conversation, 1 again with
 * the next message) — one side deleting a conversation never removes it for the other.
 * `initiated`: this side sent the first message (the new-account limit counts these a day).
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('conversations')) return;
  await knex.schema.createTable('conversations', (t) => {
    t.increments('id').primary();
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('other_user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.boolean('listed').notNullable().defaultTo(true);
    t.integer('unread').unsigned().notNullable().defaultTo(0);
    t.integer('message_count').unsigned().notNullable().defaultTo(0);
    t.integer('cleared_upto_id').unsigned().notNullable().defaultTo(0);
    t.integer('last_message_id').unsigned().nullable();
    t.datetime('last_message_at').notNullable();
    t.boolean('initiated').notNullable().defaultTo(false);
    t.datetime('created_at').notNullable();
    t.unique(['user_id', 'other_user_id'], { indexName: 'conversations_pair_unique' });
    // The inbox page: newest first by offset, one range (covering up to the id).
    t.index(['user_id', 'listed', 'last_message_at', 'id'], 'conversations_inbox_index');
    // The header's unread count and the `unread` filter: only the rows with unread messages.
    t.index(['user_id', 'unread'], 'conversations_unread_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('conversations');
}
