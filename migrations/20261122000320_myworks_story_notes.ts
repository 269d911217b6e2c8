import type { Knex } from 'knex';

/**
 * Story notes (writing-paid-content §3 "Story notes"; `GET /v5/stories/{id}/notes`, `POST
 * /v5/stories`): one row per story, the planner's fields as JSON (validated at the API edge; read
 * and written whole, never queried by field). `submitted_at`: when the writer last submitted them.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('story_notes')) return;
  await knex.schema.createTable('story_notes', (t) => {
    t.integer('story_id').unsigned().primary().references('stories.id').onDelete('CASCADE');
    t.text('notes').notNullable();
    t.datetime('submitted_at').nullable();
    t.datetime('updated_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('story_notes');
}
