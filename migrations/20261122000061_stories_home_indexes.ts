import type { Knex } from 'knex';

/** Home sections list a language's (and a category's) stories by reads. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('stories', (t) => {
    t.index(['language_id', 'read_count'], 'stories_language_reads_index');
    t.index(['category_id', 'read_count'], 'stories_category_reads_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('stories', (t) => {
    t.dropIndex(['language_id', 'read_count'], 'stories_language_reads_index');
    t.dropIndex(['category_id', 'read_count'], 'stories_category_reads_index');
  });
}
