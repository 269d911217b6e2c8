import type { Knex } from 'knex';

/**
 * Accounts. Roles are the `is_*` flags. `username` and `email` compare case-insensitively on both
 * databases (MySQL's utf8mb4_general_ci; on SQLite the columns are declared COLLATE NOCASE).
 * `birthdate` is a 'YYYY-MM-DD' string on both drivers; `pronouns` is M, F, O, X or null.
 */
export async function up(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('users')) return;
  const sqlite = knex.client.driverName === 'better-sqlite3';
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    if (sqlite) {
      t.specificType('username', 'varchar(20) collate nocase').notNullable();
      t.specificType('email', 'varchar(254) collate nocase').nullable();
    } else {
      t.string('username', 20).notNullable();
      t.string('email', 254).nullable();
    }
    t.string('password_hash', 255).nullable();
    t.string('display_name', 100).notNullable().defaultTo('');
    t.text('description').nullable();
    t.string('avatar_version', 16).notNullable().defaultTo('1');
    t.string('background_url', 512).nullable();
    t.date('birthdate').nullable();
    t.string('pronouns', 1).nullable();
    t.integer('language_id').unsigned().notNullable().defaultTo(1).references('languages.id');
    t.string('country', 2).nullable();
    t.boolean('verified_email').notNullable().defaultTo(false);
    t.boolean('is_email_reverified').notNullable().defaultTo(false);
    t.boolean('marketing_opt_in').notNullable().defaultTo(false);
    t.boolean('is_staff').notNullable().defaultTo(false);
    t.boolean('is_verified').notNullable().defaultTo(false);
    t.boolean('is_ambassador').notNullable().defaultTo(false);
    t.boolean('is_sysadmin').notNullable().defaultTo(false);
    t.boolean('is_premium').notNullable().defaultTo(false);
    t.string('highlight_colour', 7).nullable();
    t.datetime('created_at').notNullable();
    t.datetime('updated_at').notNullable();
    t.datetime('closed_at').nullable();
    t.string('close_reason', 40).nullable();
    t.datetime('timeout_until').nullable();
    t.unique(['username'], { indexName: 'users_username_unique' });
    t.unique(['email'], { indexName: 'users_email_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('users');
}
