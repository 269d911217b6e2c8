import type { Knex } from 'knex';

/**
 * One row per account closing (by the user or an admin): who closed it, the reason code (`self` or
 * one of the spec's close-account reasons), the user's optional comment, and the ids of the stories
 * the closing hid (`stories.deleted_at` set then), so an admin can reopen the account exactly.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('account_closures')) return;
  await knex.schema.createTable('account_closures', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('closed_by_user_id').unsigned().nullable();
    t.string('reason', 40).notNullable();
    t.text('comment').nullable();
    t.text('hidden_story_ids').notNullable();
    t.datetime('closed_at').notNullable();
    t.datetime('reopened_at').nullable();
    t.index(['user_id'], 'account_closures_user_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('account_closures');
}
