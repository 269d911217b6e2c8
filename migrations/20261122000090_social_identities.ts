import type { Knex } from 'knex';

/**
 * Accounts signed in through an identity provider: `provider` (google, facebook) and the
 * provider's `subject` (its stable id of the person) point at one user.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('social_identities')) return;
  await knex.schema.createTable('social_identities', (t) => {
    t.increments('id');
    t.string('provider', 16).notNullable();
    t.string('subject', 255).notNullable();
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.datetime('created_at').notNullable();
    t.unique(['provider', 'subject'], { indexName: 'social_identities_provider_subject_unique' });
    t.index(['user_id'], 'social_identities_user_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('social_identities');
}
