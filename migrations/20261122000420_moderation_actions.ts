import type { Knex } from 'knex';

/**
 * Moderation's record (issue 27 §3): every close and time-out a system admin or moderator takes,
 * and every action on a ticket (comment removed, story hidden, resolved), with who, on whom, why,
 * the ticket it answered and when. Never updated; read newest first per target.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('moderation_actions')) return;
  await knex.schema.createTable('moderation_actions', (t) => {
    t.increments('id').primary();
    t.integer('moderator_user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.integer('target_user_id').unsigned().nullable().references('users.id').onDelete('CASCADE');
    /** close | timeout | remove_comment | hide_story | resolve */
    t.string('action', 20).notNullable();
    t.string('reason', 500).notNullable().defaultTo('');
    t.integer('ticket_id').unsigned().nullable();
    /** The comment or story acted on, when the action was on content. */
    t.integer('content_id').unsigned().nullable();
    t.datetime('created_at').notNullable();
    t.index(['target_user_id', 'created_at'], 'moderation_actions_target_index');
    t.index(['ticket_id'], 'moderation_actions_ticket_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('moderation_actions');
}
