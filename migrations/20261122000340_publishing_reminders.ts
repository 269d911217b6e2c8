import type { Knex } from 'knex';

/**
 * The scheduling reminder (writing-paid-content.md §4: mailed 24 hours before a scheduled part
 * publishes, not when it is scheduled within the same day): `parts.publish_reminder_at` is set
 * when a scheduler process claims the reminder (an atomic UPDATE … WHERE publish_reminder_at IS
 * NULL), or at scheduling time when no reminder is due. Scheduling again clears it.
 * The index serves the scheduler's two claims (due parts, due reminders), which read drafts only.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasColumn('parts', 'publish_reminder_at')) return;
  await knex.schema.alterTable('parts', (t) => {
    t.datetime('publish_reminder_at').nullable();
    t.index(['draft', 'scheduled_publish_at'], 'parts_draft_scheduled_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasColumn('parts', 'publish_reminder_at'))) return;
  await knex.schema.alterTable('parts', (t) => {
    t.dropIndex(['draft', 'scheduled_publish_at'], 'parts_draft_scheduled_index');
    t.dropColumn('publish_reminder_at');
  });
}
