import type { Knex } from 'knex';

/** Impressions and clicks of promoted home items (their tracking URLs count here). */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('promotion_stats')) return;
  await knex.schema.createTable('promotion_stats', (t) => {
    t.integer('story_id').unsigned().primary().references('stories.id').onDelete('CASCADE');
    t.integer('impressions').notNullable().defaultTo(0);
    t.integer('clicks').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('promotion_stats');
}
