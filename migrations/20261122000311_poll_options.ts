import type { Knex } from 'knex';

/** A poll's answers as the writer typed them (2 to 5), in order, each with its answer count. */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('poll_options')) return;
  await knex.schema.createTable('poll_options', (t) => {
    t.increments('id').primary();
    t.integer('poll_id').unsigned().notNullable().references('polls.id').onDelete('CASCADE');
    t.integer('position').unsigned().notNullable();
    t.string('text', 140).notNullable();
    t.integer('answer_count').unsigned().notNullable().defaultTo(0);
    t.index(['poll_id', 'position'], 'poll_options_poll_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('poll_options');
}
