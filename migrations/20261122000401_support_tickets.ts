import type { Knex } from 'knex';

/**
 * Support tickets (`POST /v4/support/tickets/`, accounts-safety-messaging §3 "Support ticket"): what
 * a reporter sent, with the custom fields (story language, interface language, device) as JSON, the
 * reported content's facts (name, location, body, deep link) and, for staff, the queue state: open
 * or resolved, by whom, when and with which action.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('support_tickets')) return;
  await knex.schema.createTable('support_tickets', (t) => {
    t.increments('id').primary();
    t.integer('requester_user_id').unsigned().nullable().references('users.id').onDelete('SET NULL');
    t.string('requester_name', 100).notNullable();
    t.string('requester_email', 254).notNullable();
    t.integer('ticket_form_id').unsigned().nullable();
    /** user | private_message | comment | story | public_message | media | dmca … */
    t.string('report_type', 40).notNullable();
    t.string('reason', 100).notNullable().defaultTo('');
    t.string('subject', 200).notNullable().defaultTo('');
    t.text('comment').notNullable();
    /** The reported account's username, when there is one. */
    t.string('username', 40).nullable();
    t.integer('story_id').unsigned().nullable();
    t.string('reported_name', 200).nullable();
    t.string('reported_location', 500).nullable();
    t.text('reported_body').nullable();
    t.string('deep_link', 500).nullable();
    t.text('custom_fields').notNullable();
    t.string('status', 20).notNullable().defaultTo('open');
    t.integer('resolved_by_user_id').unsigned().nullable();
    t.datetime('resolved_at').nullable();
    t.string('action_taken', 40).nullable();
    t.datetime('created_at').notNullable();
    t.index(['status', 'report_type', 'id'], 'support_tickets_queue_index');
    t.index(['requester_user_id', 'created_at'], 'support_tickets_requester_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('support_tickets');
}
