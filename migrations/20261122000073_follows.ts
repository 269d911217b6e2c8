import type { Knex } from 'knex';

/** Who follows whom (`follower_id` follows `followee_id`). */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('follows')) return;
  await knex.schema.createTable('follows', (t) => {
    t.integer('follower_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('followee_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.datetime('created_at').notNullable();
    t.primary(['follower_id', 'followee_id']);
    t.index(['followee_id'], 'follows_followee_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('follows');
}
