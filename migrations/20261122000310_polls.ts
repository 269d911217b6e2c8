import type { Knex } from 'knex';

/**
 * A part's polls (writing-paid-content §3 "Poll (writer side)", reading-discovery §3 "Poll"): made
 * by the story's owner; `answer_count` is the total answers, kept with the options' counts in the
 * answer's transaction so the reader view reads no answers.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('polls')) return;
  await knex.schema.createTable('polls', (t) => {
    t.increments('id').primary();
    t.integer('story_id').unsigned().notNullable().references('stories.id').onDelete('CASCADE');
    t.integer('part_id').unsigned().notNullable().references('parts.id').onDelete('CASCADE');
    t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
    t.string('type', 32).notNullable().defaultTo('singleAnswerPoll');
    t.string('question', 200).notNullable();
    t.integer('answer_count').unsigned().notNullable().defaultTo(0);
    t.datetime('created_at').notNullable();
    t.index(['part_id', 'id'], 'polls_part_id_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('polls');
}
