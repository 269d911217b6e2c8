import type { Knex } from 'knex';

/**
 * Writer onboarding answers (writing-paid-content §3): user_type reader|writer|reader_writer,
 * writer_stage fun|researching|pursuing_career|professional|none, finished_story yes|almost|no;
 * the last two may stay null (skipped).
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('onboarding_answers')) return;
  await knex.schema.createTable('onboarding_answers', (t) => {
    t.integer('user_id').unsigned().primary().references('users.id').onDelete('CASCADE');
    t.string('user_type', 16).nullable();
    t.string('writer_stage', 24).nullable();
    t.string('finished_story', 8).nullable();
    t.datetime('updated_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('onboarding_answers');
}
