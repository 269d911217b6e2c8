import type { Knex } from 'knex';

/**
 * Who answered which poll: a signed-in reader (`user_id`) or a visitor's browser (`visitor_key`,
 * the random id of its `poll-voter` cookie). One answer per reader and per browser: each is a
 * unique index (NULLs do not collide, on SQLite and MySQL alike).
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('poll_answers')) return;
  await knex.schema.createTable('poll_answers', (t) => {
    t.increments('id').primary();
    t.integer('poll_id').unsigned().notNullable().references('polls.id').onDelete('CASCADE');
    t.integer('option_id').unsigned().notNullable().references('poll_options.id').onDelete('CASCADE');
    t.integer('user_id').unsigned().nullable().references('users.id').onDelete('CASCADE');
    t.string('visitor_key', 64).nullable();
    t.datetime('created_at').notNullable();
    t.unique(['poll_id', 'user_id'], { indexName: 'poll_answers_poll_user_unique' });
    t.unique(['poll_id', 'visitor_key'], { indexName: 'poll_answers_poll_visitor_unique' });
    t.index(['option_id'], 'poll_answers_option_id_index');
    t.index(['user_id'], 'poll_answers_user_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('poll_answers');
}
