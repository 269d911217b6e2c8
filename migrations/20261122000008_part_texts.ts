import type { Knex } from 'knex';

/** A part's text: `<p data-p-id="{32 hex}">…</p>` paragraphs joined with "\n" (see src/server/db/paragraphIds.ts). */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('part_texts')) return;
  await knex.schema.createTable('part_texts', (t) => {
    t.integer('part_id').unsigned().primary().references('parts.id').onDelete('CASCADE');
    t.text('text_html', 'longtext').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('part_texts');
}
