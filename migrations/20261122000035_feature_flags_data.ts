import type { Knex } from 'knex';

/** Reference flags every install needs (data only; the table is 20261122000034). */
const FLAGS = [
  {
    name: 'private_message',
    enabled: true,
    rollout_percent: 100,
    test_group: null,
    description: 'Private messaging (inbox, new message)',
  },
  {
    name: 'email_reverification',
    enabled: true,
    rollout_percent: 100,
    test_group: null,
    description: 'Email re-verification modal',
  },
  {
    name: 'settings_birthdate',
    enabled: true,
    rollout_percent: 50,
    test_group: 'birthdate_settings',
    description: 'Birthdate field rules in account settings (test group)',
  },
  {
    name: 'google_one_tap',
    enabled: false,
    rollout_percent: 100,
    test_group: null,
    description: 'Google one-tap block in the logged-out header',
  },
];
const PLATFORMS = ['web', 'mobile_web'];

export async function up(knex: Knex): Promise<void> {
  const updatedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
  for (const platform of PLATFORMS) {
    for (const flag of FLAGS) {
      const exists = await knex('feature_flags').where({ name: flag.name, platform }).first('id');
      if (!exists) await knex('feature_flags').insert({ ...flag, platform, updated_at: updatedAt });
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex('feature_flags')
    .whereIn(
      'name',
      FLAGS.map((f) => f.name),
    )
    .delete();
}
