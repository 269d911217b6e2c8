import type { Knex } from 'knex';

/**
 * Password-reset links (1 hour): only the SHA-256 of the token is stored (hex), never the token. Single use: `used_at`
 * is set by one atomic update; expired or used rows are refused.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('password_reset_tokens')) return;
  await knex.schema.createTable('password_reset_tokens', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('token_hash', 64).notNullable();
    t.datetime('expires_at').notNullable();
    t.datetime('used_at').nullable();
    t.datetime('created_at').notNullable();
    t.unique(['token_hash'], { indexName: 'password_reset_tokens_token_hash_unique' });
    t.index(['user_id'], 'password_reset_tokens_user_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('password_reset_tokens');
}
