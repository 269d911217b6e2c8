/**
 * A fresh, migrated (and by default tiny-seeded) database for one test file.
 *
 *   const t = await createTestDb();      // in beforeAll
 *   … t.db …
 *   await t.destroy();                   // in afterAll
 *
 * SQLite (default): a temporary file, deleted by `destroy`. With `DATABASE_URL=mysql://…/anything`
 * a database `storyloom_test_<random>` is created on that server and dropped by `destroy`, so test
 * files can run in parallel. Fixture ids and credentials: `seeds/fixtures.ts`.
 *
 * Under Jest the default (migrated and seeded) database is a copy of the run's template
 * (`testDbTemplate.ts`); `fresh: true` or any other option migrates and seeds it here instead.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { seedDatabase } from '../../../seeds';
import { createDb } from './knex';
import { migrateLatest } from './migrate';
import {
  copyMysqlTemplate,
  currentTemplate,
  databaseUrlFor,
  isMysqlUrl,
  randomName,
  serverUrl,
} from './testDbTemplate';

export interface TestDb {
  db: Knex;
  /** e.g. `sqlite` or `mysql://…/storyloom_test_ab12cd34` (for logs). */
  description: string;
  destroy(): Promise<void>;
}

export interface TestDbOptions {
  /** Seed the tiny data set (default true). */
  seed?: boolean;
  /** Run migrations (default true). */
  migrate?: boolean;
  /** Migrate and seed this database itself rather than copy the run's template (default false). */
  fresh?: boolean;
}

/** The default database, when the run has a template to copy it from. */
function fromTemplate(options: TestDbOptions): boolean {
  return options.fresh !== true && options.migrate !== false && options.seed !== false;
}

async function prepare(db: Knex, options: TestDbOptions): Promise<void> {
  if (options.migrate === false) return;
  await migrateLatest(db);
  if (options.seed !== false) await seedDatabase(db, 'tiny', { log: () => {} });
}

async function createMysqlTestDb(databaseUrl: string, options: TestDbOptions): Promise<TestDb> {
  const name = randomName('storyloom_test');
  const admin = createDb(serverUrl(databaseUrl), { pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci`);
  const db = createDb(databaseUrlFor(databaseUrl, name), { pool: { min: 0, max: 5 } });
  const template = fromTemplate(options) ? currentTemplate(true) : null;
  const destroy = async (): Promise<void> => {
    await db.destroy();
    await admin.raw(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.destroy();
  };
  try {
    if (template?.kind === 'mysql') await copyMysqlTemplate(db, template);
    else await prepare(db, options);
  } catch (err) {
    await destroy();
    throw err;
  }
  return { db, description: `mysql ${name}`, destroy };
}

async function createSqliteTestDb(options: TestDbOptions): Promise<TestDb> {
  const file = path.join(os.tmpdir(), `${randomName(`storyloom-test-${process.pid}`)}.sqlite3`);
  const template = fromTemplate(options) ? currentTemplate(false) : null;
  if (template?.kind === 'sqlite') fs.copyFileSync(template.file, file);
  const db = createDb(undefined, { sqliteFile: file });
  const destroy = async (): Promise<void> => {
    await db.destroy();
    for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true });
  };
  try {
    if (!template) await prepare(db, options);
  } catch (err) {
    await destroy();
    throw err;
  }
  return { db, description: `sqlite ${file}`, destroy };
}

export async function createTestDb(options: TestDbOptions = {}): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  return isMysqlUrl(url) ? createMysqlTestDb(url, options) : createSqliteTestDb(options);
}
