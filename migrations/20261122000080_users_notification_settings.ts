import type { Knex } from 'knex';

/**
 * The user's notification settings (accounts-safety-messaging.md §3 `notificationSettings
 * {alerts, alertssub, subscribe}`), one boolean column each on `users`, on by default.
 */
const COLUMNS = ['notify_alerts', 'notify_alertssub', 'notify_subscribe'] as const;

export async function up(knex: Knex): Promise<void> {
  for (const column of COLUMNS) {
    if (await knex.schema.hasColumn('users', column)) continue;
    await knex.schema.alterTable('users', (t) => {
      t.boolean(column).notNullable().defaultTo(true);
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const column of COLUMNS) {
    if (!(await knex.schema.hasColumn('users', column))) continue;
    await knex.schema.alterTable('users', (t) => {
      t.dropColumn(column);
    });
  }
}
