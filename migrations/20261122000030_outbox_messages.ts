import type { Knex } from 'knex';

/** Mail kept by the app when no SMTP_URL is configured (viewable at /dev/outbox outside production). */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('outbox_messages')) return;
  await knex.schema.createTable('outbox_messages', (t) => {
    t.increments('id');
    t.string('to', 254).notNullable();
    t.string('subject', 255).notNullable();
    t.text('text').notNullable();
    t.text('html').nullable();
    t.datetime('created_at').notNullable();
    t.index(['created_at'], 'outbox_messages_created_at_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('outbox_messages');
}
