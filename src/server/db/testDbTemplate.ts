/**
 * One migrated, tiny-seeded database per Jest run, built by the server project's globalSetup
 * (`src/server/test/globalSetup.ts`) and copied by every `createTestDb()` instead of migrating and
 * seeding anew, which cost more than most test files' own tests: a file copy on SQLite, and on
 * MariaDB the template's own `CREATE TABLE` statements plus `INSERT … SELECT` (docs/measurements.md).
 *
 * The template lives for one run only: the seed's dates are relative to the moment it was made.
 * Its location travels to the test workers in `STORYLOOM_TEST_DB_TEMPLATE`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { seedDatabase } from '../../../seeds';
import { createDb } from './knex';
import { migrateLatest } from './migrate';

export const TEMPLATE_ENV = 'STORYLOOM_TEST_DB_TEMPLATE';

export type TestDbTemplate = { kind: 'sqlite'; file: string } | { kind: 'mysql'; database: string };

export function isMysqlUrl(url: string | undefined): url is string {
  return !!url && /^(mysql|mariadb):/.test(url.trim());
}

/** `mysql://…/anything` → the same server with no database (for CREATE/DROP DATABASE). */
export function serverUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl.trim());
  url.pathname = '/';
  return url.toString();
}

/** `mysql://…/anything` → `mysql://…/name`. */
export function databaseUrlFor(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl.trim());
  url.pathname = `/${name}`;
  return url.toString();
}

export function randomName(prefix: string): string {
  return `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
}

async function migrateAndSeed(db: Knex): Promise<void> {
  await migrateLatest(db);
  await seedDatabase(db, 'tiny', { log: () => {} });
}

/** Builds the run's template for the backend `databaseUrl` selects (none: SQLite). */
export async function buildTemplate(databaseUrl: string | undefined): Promise<TestDbTemplate> {
  if (!isMysqlUrl(databaseUrl)) {
    const file = path.join(os.tmpdir(), `${randomName('storyloom-test-template')}.sqlite3`);
    const db = createDb(undefined, { sqliteFile: file });
    try {
      await migrateAndSeed(db);
      await db.raw('PRAGMA wal_checkpoint(TRUNCATE)'); // everything in the main file, ready to copy
    } finally {
      await db.destroy();
    }
    return { kind: 'sqlite', file };
  }
  const database = randomName('storyloom_test_template');
  const admin = createDb(serverUrl(databaseUrl), { pool: { min: 0, max: 1 } });
  try {
    await admin.raw(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci`);
    const db = createDb(databaseUrlFor(databaseUrl, database), { pool: { min: 0, max: 1 } });
    try {
      await migrateAndSeed(db);
    } finally {
      await db.destroy();
    }
  } finally {
    await admin.destroy();
  }
  return { kind: 'mysql', database };
}

export async function dropTemplate(template: TestDbTemplate, databaseUrl: string | undefined): Promise<void> {
  if (template.kind === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(template.file + suffix, { force: true });
    return;
  }
  if (!isMysqlUrl(databaseUrl)) return;
  const admin = createDb(serverUrl(databaseUrl), { pool: { min: 0, max: 1 } });
  try {
    await admin.raw(`DROP DATABASE IF EXISTS \`${template.database}\``);
  } finally {
    await admin.destroy();
  }
}

/** The run's template when there is one for this backend (none outside Jest's globalSetup). */
export function currentTemplate(mysql: boolean): TestDbTemplate | null {
  const raw = process.env[TEMPLATE_ENV];
  if (!raw) return null;
  const template = JSON.parse(raw) as TestDbTemplate;
  return (template.kind === 'mysql') === mysql ? template : null;
}

/** Each worker reads the template's table definitions once. */
let definitions: Promise<{ table: string; create: string }[]> | null = null;

function tableDefinitions(db: Knex, database: string): Promise<{ table: string; create: string }[]> {
  definitions ??= (async () => {
    const rows = (await db('information_schema.tables')
      .where({ table_schema: database, table_type: 'BASE TABLE' })
      .orderBy('table_name')
      .select('table_name as table')) as { table: string }[];
    const result: { table: string; create: string }[] = [];
    for (const { table } of rows) {
      const [[row]] = (await db.raw('SHOW CREATE TABLE ??.??', [database, table])) as [
        Record<string, string>[],
      ];
      result.push({ table, create: row['Create Table'] });
    }
    return result;
  })();
  return definitions;
}

/**
 * Copies the template's tables and rows into `db` (an empty database on the same server). Foreign
 * key checks are off on the one connection doing it (tables come in name order) and back on after.
 */
export async function copyMysqlTemplate(db: Knex, template: { database: string }): Promise<void> {
  const tables = await tableDefinitions(db, template.database);
  await db.transaction(async (trx) => {
    await trx.raw('SET FOREIGN_KEY_CHECKS = 0');
    try {
      for (const { create } of tables) await trx.raw(create);
      for (const { table } of tables) {
        await trx.raw('INSERT INTO ?? SELECT * FROM ??.??', [table, template.database, table]);
      }
    } finally {
      await trx.raw('SET FOREIGN_KEY_CHECKS = 1');
    }
  });
}
