import type { Knex } from 'knex';

/**
 * Parts of a story, ordered by `position`. A part is published when `draft` is false and
 * `deleted_at` is null (`published_at` is when it went out); a scheduled part is a draft with
 * `scheduled_publish_at`. `length` is characters of text, `text_hash` the md5 of its stored HTML.
 * Paid: `is_free_part`, `paid_model` ('paid_story' | 'paid_bonus'), `bonus_type` (0 Exclusive
 * Chapter, 1 Story Branch, 2 Writer Reveal), `chapter_description`, `author_note`, `price` (coins).
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('parts')) return;
  await knex.schema.createTable('parts', (t) => {
    t.increments('id');
    t.integer('story_id').unsigned().notNullable().references('stories.id').onDelete('CASCADE');
    t.integer('position').notNullable();
    t.string('title', 255).notNullable();
    t.datetime('created_at').notNullable();
    t.datetime('modified_at').notNullable();
    t.datetime('published_at').nullable();
    t.boolean('draft').notNullable().defaultTo(false);
    t.datetime('scheduled_publish_at').nullable();
    t.datetime('deleted_at').nullable();
    t.integer('length').notNullable().defaultTo(0);
    t.integer('word_count').notNullable().defaultTo(0);
    t.integer('read_count').notNullable().defaultTo(0);
    t.integer('vote_count').notNullable().defaultTo(0);
    t.integer('comment_count').notNullable().defaultTo(0);
    t.tinyint('rating').notNullable().defaultTo(0);
    t.string('photo_url', 512).nullable();
    t.string('text_hash', 32).notNullable().defaultTo('');
    t.boolean('is_free_part').notNullable().defaultTo(true);
    t.string('paid_model', 20).nullable();
    t.tinyint('bonus_type').nullable();
    t.string('chapter_description', 250).nullable();
    t.string('author_note', 250).nullable();
    t.integer('price').nullable();
    t.index(['story_id', 'position'], 'parts_story_position_index');
    t.index(['scheduled_publish_at'], 'parts_scheduled_publish_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('parts');
}
