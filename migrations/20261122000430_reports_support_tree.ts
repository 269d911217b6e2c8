import type { Knex } from 'knex';

/**
 * The support tree of the report flow (`GET /v4/support/tree?lang=`, accounts-safety-messaging §3,
 * §4), kept per help language: one row per flow (user 1, private message 2, comment 3, story 4,
 * public message 5, media 193) and language, and its items as a tree (`parent_item_id`, ordered by
 * `position`). Item ids are the tree's own (a ticket's reason names them), unique within a flow.
 */
export async function up(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable('support_flows'))) {
    await knex.schema.createTable('support_flows', (t) => {
      t.increments('id').primary();
      t.integer('flow_id').unsigned().notNullable();
      t.integer('language_id').unsigned().notNullable();
      t.string('title', 200).notNullable();
      t.integer('ticket_form_id').unsigned().notNullable();
      t.string('ticket_subject', 200).notNullable();
      t.unique(['language_id', 'flow_id'], { indexName: 'support_flows_language_flow_unique' });
    });
  }
  if (!(await knex.schema.hasTable('support_items'))) {
    await knex.schema.createTable('support_items', (t) => {
      t.increments('id').primary();
      t.integer('flow_row_id').unsigned().notNullable().references('support_flows.id').onDelete('CASCADE');
      t.integer('item_id').unsigned().notNullable();
      t.integer('parent_item_id').unsigned().nullable();
      t.string('title', 200).notNullable();
      t.string('subtitle', 500).notNullable().defaultTo('');
      /** text | editText | url | page */
      t.string('type', 16).notNullable();
      /** JSON: {url} for url items, {page, requiresUsername} for page items. */
      t.text('extras').notNullable();
      t.string('zendesk_string', 100).notNullable().defaultTo('');
      /** JSON object of ticket fields this choice sets. */
      t.text('zendesk_fields').notNullable();
      t.boolean('submittable').notNullable().defaultTo(false);
      t.boolean('is_final').notNullable().defaultTo(false);
      t.integer('position').notNullable().defaultTo(0);
      t.unique(['flow_row_id', 'item_id'], { indexName: 'support_items_flow_item_unique' });
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('support_items');
  await knex.schema.dropTableIfExists('support_flows');
}
