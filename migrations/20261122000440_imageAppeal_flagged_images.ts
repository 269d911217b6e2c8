import type { Knex } from 'knex';

/**
 * Flagged images and their appeals (accounts-safety-messaging §2 "Image appeal form", §4, §8): an
 * image (a cover or an avatar, by its URL) moderation flagged as unsafe. Its owner still sees it,
 * with the flagged label; everyone else sees a placeholder. The owner may appeal once:
 * `appeal_status` none → submitted → resolved (by staff; `resolved_at`). `reason` is why it was
 * flagged; `appeal_reason` the owner's words (up to 435 characters).
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('flagged_images')) return;
  await knex.schema.createTable('flagged_images', (t) => {
    t.increments('id').primary();
    t.string('image_url', 500).notNullable();
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('reason', 200).notNullable().defaultTo('');
    t.datetime('flagged_at').notNullable();
    t.string('appeal_status', 20).notNullable().defaultTo('none');
    t.string('appeal_reason', 435).nullable();
    t.datetime('appealed_at').nullable();
    t.datetime('resolved_at').nullable();
    t.unique(['image_url'], { indexName: 'flagged_images_url_unique' });
    t.index(['user_id'], 'flagged_images_user_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('flagged_images');
}
