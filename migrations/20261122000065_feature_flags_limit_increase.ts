import type { Knex } from 'knex';

/**
 * Reference flag `limit_increase` (reading-discovery §4/§9: the home featured carousel autoplays
 * every 5000 ms instead of 5500 ms). Off until an operator turns it on; data only.
 */
const FLAG = {
  name: 'limit_increase',
  enabled: false,
  rollout_percent: 100,
  test_group: null,
  description: 'Home featured carousel autoplays every 5000 ms instead of 5500 ms',
};
const PLATFORMS = ['web', 'mobile_web'];

export async function up(knex: Knex): Promise<void> {
  const updatedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
  for (const platform of PLATFORMS) {
    const exists = await knex('feature_flags').where({ name: FLAG.name, platform }).first('id');
    if (!exists) await knex('feature_flags').insert({ ...FLAG, platform, updated_at: updatedAt });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex('feature_flags').where({ name: FLAG.name }).delete();
}
