import type { Knex } from 'knex';

/**
 * Comments per paragraph (`GET /v4/parts/{id}/paragraphs`, the markers): every public comment whose
 * thread hangs on the paragraph, replies included, kept in the transaction that posts or deletes.
 * A paragraph without a row has none.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('paragraph_comment_counts')) return;
  await knex.schema.createTable('paragraph_comment_counts', (t) => {
    t.integer('part_id').unsigned().notNullable().references('parts.id').onDelete('CASCADE');
    t.string('paragraph_id', 32).notNullable();
    t.integer('comment_count').notNullable().defaultTo(0);
    t.primary(['part_id', 'paragraph_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('paragraph_comment_counts');
}
