import type { Knex } from 'knex';

/** Who likes which comment (one like per user; `comments.like_count` is kept beside it). */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('comment_likes')) return;
  await knex.schema.createTable('comment_likes', (t) => {
    t.integer('comment_id').unsigned().notNullable().references('comments.id').onDelete('CASCADE');
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.datetime('created_at').notNullable();
    t.primary(['comment_id', 'user_id']);
    t.index(['user_id'], 'comment_likes_user_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('comment_likes');
}
