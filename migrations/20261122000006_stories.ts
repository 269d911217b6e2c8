import type { Knex } from 'knex';

/**
 * Stories. Soft-deleted with `deleted_at`. Counters are denormalised: `read_count`, `vote_count`,
 * `comment_count`, and (kept by `refreshStoryStats`) `published_part_count`, `length` (characters of
 * published parts) and `last_published_at`. `copyright` is the licence id 1–8 (1 All Rights
 * Reserved); `rating` 4 means mature; `paid_model` is 'paid_story' for paid originals.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('stories')) return;
  await knex.schema.createTable('stories', (t) => {
    t.increments('id');
    t.integer('user_id').unsigned().notNullable().references('users.id');
    t.string('title', 255).notNullable();
    t.text('description').notNullable();
    t.integer('language_id').unsigned().notNullable().defaultTo(1).references('languages.id');
    t.integer('category_id').unsigned().nullable().references('categories.id');
    t.tinyint('copyright').notNullable().defaultTo(1);
    t.tinyint('rating').notNullable().defaultTo(0);
    t.boolean('mature').notNullable().defaultTo(false);
    t.boolean('completed').notNullable().defaultTo(false);
    t.boolean('is_paywalled').notNullable().defaultTo(false);
    t.string('paid_model', 20).nullable();
    t.integer('price').nullable();
    t.string('cover_version', 16).notNullable().defaultTo('1');
    t.integer('read_count').notNullable().defaultTo(0);
    t.integer('vote_count').notNullable().defaultTo(0);
    t.integer('comment_count').notNullable().defaultTo(0);
    t.integer('published_part_count').notNullable().defaultTo(0);
    t.integer('length').notNullable().defaultTo(0);
    t.datetime('last_published_at').nullable();
    t.datetime('created_at').notNullable();
    t.datetime('modified_at').notNullable();
    t.datetime('deleted_at').nullable();
    t.index(['user_id'], 'stories_user_id_index');
    t.index(['deleted_at', 'modified_at'], 'stories_deleted_modified_index');
    t.index(['language_id'], 'stories_language_id_index');
    t.index(['category_id'], 'stories_category_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('stories');
}
