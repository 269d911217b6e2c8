import type { Knex } from 'knex';

/**
 * Uploaded covers (writing-paid-content.md §5 "Cover upload", §7 `POST /apiv2/updatestorycover`):
 * one row per story, cover version and width (every width of COVER_WIDTHS, resized once at upload
 * with sharp), served at the generated covers' addresses `/img/cover/{id}-{width}-{version}.png`.
 * An uploaded cover's version starts with `u`; generated ones are digits. MySQL's BLOB holds 64 KB,
 * so the image is a MEDIUMBLOB there.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('cover_images')) return;
  const mysql = /mysql/.test(String(knex.client.config.client));
  await knex.schema.createTable('cover_images', (t) => {
    t.integer('story_id').unsigned().notNullable().references('stories.id').onDelete('CASCADE');
    t.string('version', 16).notNullable();
    t.smallint('width').notNullable();
    t.string('content_type', 32).notNullable();
    if (mysql) t.specificType('data', 'MEDIUMBLOB').notNullable();
    else t.binary('data').notNullable();
    t.datetime('created_at').notNullable();
    t.primary(['story_id', 'version', 'width']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('cover_images');
}
