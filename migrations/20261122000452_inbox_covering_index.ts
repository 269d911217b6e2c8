import type { Knex } from 'knex';

/**
 * The inbox page's index, covering (bench/inbox.ts): the page leaves out the people the viewer
 * mutes (`other_user_id`) and may keep only unread threads (`unread`), so both go into the index
 * and an offset deep into 10,000 threads walks the index alone. Newest first, ties by the other
 * user (unique per inbox); the primary key rides along in every index of both databases.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('conversations', (t) => {
    t.index(
      ['user_id', 'listed', 'last_message_at', 'other_user_id', 'unread'],
      'conversations_inbox_cover_index',
    );
  });
  await knex.schema.alterTable('conversations', (t) => {
    t.dropIndex([], 'conversations_inbox_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('conversations', (t) => {
    t.index(['user_id', 'listed', 'last_message_at', 'id'], 'conversations_inbox_index');
  });
  await knex.schema.alterTable('conversations', (t) => {
    t.dropIndex([], 'conversations_inbox_cover_index');
  });
}
