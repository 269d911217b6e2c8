import type { Knex } from 'knex';

/**
 * Mute and block (accounts-safety-messaging §4, §6): one row per (user, other user) each. A mute
 * hides the other's comments and messages from the muter; a block keeps the blocked account from
 * following, messaging, posting on the blocker's profile, and reading or commenting on the blocker's
 * stories. Both are read by the visibility policy (`src/server/policy/visibility.ts`), indexed both
 * ways since the policy asks "who do I mute" and "who blocks me".
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('user_mutes'))) {
    await knex.schema.createTable('user_mutes', (t) => {
      t.increments('id').primary();
      t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
      t.integer('muted_user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
      t.datetime('created_at').notNullable();
      t.unique(['user_id', 'muted_user_id'], { indexName: 'user_mutes_pair_unique' });
      t.index(['muted_user_id'], 'user_mutes_muted_user_id_index');
    });
  }
  if (!(await knex.schema.hasTable('user_blocks'))) {
    await knex.schema.createTable('user_blocks', (t) => {
      t.increments('id').primary();
      t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
      t.integer('blocked_user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
      t.datetime('created_at').notNullable();
      t.unique(['user_id', 'blocked_user_id'], { indexName: 'user_blocks_pair_unique' });
      t.index(['blocked_user_id'], 'user_blocks_blocked_user_id_index');
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('user_blocks');
  await knex.schema.dropTableIfExists('user_mutes');
}
