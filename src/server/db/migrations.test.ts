import fs from 'node:fs';
import path from 'node:path';
import { createTestDb, type TestDb } from './testDb';
import { toDate } from './dates';
import { migrateLatest, migrateRollback, migrationStatus } from './migrate';
import { migrations } from '../../../migrations';

const TABLES = [
  'languages',
  'categories',
  'users',
  'stories',
  'parts',
  'part_texts',
  'tags',
  'story_tags',
  'votes',
  'reading_positions',
  'sessions',
];

describe('migrations', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb({ migrate: false });
  });
  afterAll(async () => {
    await t.destroy();
  });

  it('lists every migration file, in name order', () => {
    const dir = path.join(__dirname, '../../../migrations');
    const files = fs
      .readdirSync(dir)
      .filter((f) => /^\d{14}_.+\.ts$/.test(f) && !f.endsWith('.test.ts'))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(migrations.map((m) => m.name)).toEqual(files);
  });

  it('runs up on a fresh database, is idempotent, then down and up again', async () => {
    const { db } = t;
    const first = await migrateLatest(db);
    expect(first.applied).toHaveLength(migrations.length);
    for (const table of TABLES) expect(await db.schema.hasTable(table)).toBe(true);
    expect((await migrateLatest(db)).applied).toEqual([]);
    expect((await migrationStatus(db)).pending).toEqual([]);

    const english = await db('languages').where({ id: 1 }).first();
    expect(english).toMatchObject({ name: 'English', locale: 'en_US', code: 'en' });
    const langIds = (await db('languages').orderBy('id').pluck('id')).map(Number);
    expect(langIds).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 18, 20, 23]));
    const romance = await db('categories').where({ id: 4 }).first();
    expect(romance).toMatchObject({
      name: 'Romance',
      name_english: 'Romance',
      roles: 'onboarding,writing,searching',
    });

    const down = await migrateRollback(db, true);
    expect(down.applied).toHaveLength(migrations.length);
    for (const table of TABLES) expect(await db.schema.hasTable(table)).toBe(false);

    expect((await migrateLatest(db)).applied).toHaveLength(migrations.length);
    // Every migration three times; MariaDB DDL on a loaded 2-core machine takes tens of seconds.
  }, 120_000);

  it('makes usernames unique regardless of case', async () => {
    const { db } = t;
    const at = new Date('2026-01-01T00:00:00Z');
    const row = { display_name: 'X', created_at: at, updated_at: at };
    await db('users').insert({ ...row, username: 'CaseTest' });
    // (knex errors come from another realm than Jest's sandbox, so compare outcomes, not `toThrow`)
    const second = await db('users')
      .insert({ ...row, username: 'casetest' })
      .then(
        () => 'inserted',
        () => 'rejected',
      );
    expect(second).toBe('rejected');
    const found = await db('users').where({ username: 'CASETEST' }).first();
    expect(found?.username).toBe('CaseTest');
    // Datetimes round-trip exactly (epoch ms on SQLite, UTC DATETIME on MySQL).
    expect(toDate(found.created_at)?.getTime()).toBe(at.getTime());
    const later = await db('users')
      .where('created_at', '>=', new Date('2025-12-31T23:59:59Z'))
      .pluck('username');
    expect(later).toContain('CaseTest');
  });
});
