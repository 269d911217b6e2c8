import type { Knex } from 'knex';

/**
 * Usernames a user gave up (by changing theirs), held for 24 hours so no one else takes them at
 * once (issue 25 §10; the spec's "Username change takes up to 24 hours"). The user who freed a
 * name may take it back meanwhile. `username` is stored lower-cased (names compare
 * case-insensitively); no foreign key: a hold outlives the account row it came from.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('held_usernames')) return;
  await knex.schema.createTable('held_usernames', (t) => {
    t.increments('id');
    t.string('username', 20).notNullable();
    t.integer('user_id').unsigned().notNullable();
    t.datetime('held_until').notNullable();
    t.index(['username', 'held_until'], 'held_usernames_username_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('held_usernames');
}
