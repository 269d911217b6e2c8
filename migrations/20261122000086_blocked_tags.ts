import type { Knex } from 'knex';

/** Tags a user blocked (lower-case, in the order they were added). */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('blocked_tags')) return;
  await knex.schema.createTable('blocked_tags', (t) => {
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('tag', 128).notNullable();
    t.integer('position').notNullable().defaultTo(0);
    t.primary(['user_id', 'tag']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('blocked_tags');
}
