import type { Knex } from 'knex';

/**
 * Feature flags served by `GET /api/v3/internal/features?platform=…`. A flag is on for a user when
 * `enabled` and the user's stable bucket (0–99, from their id) is below `rollout_percent`; visitors
 * get it only at 100 %. `test_group` names the experiment a partial rollout belongs to.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('feature_flags')) return;
  await knex.schema.createTable('feature_flags', (t) => {
    t.increments('id');
    t.string('name', 64).notNullable();
    t.string('platform', 16).notNullable();
    t.boolean('enabled').notNullable().defaultTo(false);
    t.integer('rollout_percent').unsigned().notNullable().defaultTo(100);
    t.string('test_group', 64).nullable();
    t.string('description', 255).notNullable().defaultTo('');
    t.datetime('updated_at').notNullable();
    t.unique(['name', 'platform'], { indexName: 'feature_flags_name_platform_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('feature_flags');
}
