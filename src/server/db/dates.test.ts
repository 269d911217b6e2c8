import { formatApiDate, now, toApiDate, toBool, toDate } from './dates';
import { buildKnexConfig, isMysql, isSqlite } from './knex';
import { CachingSqliteClient } from './sqliteClient';
import knex from 'knex';

describe('dates', () => {
  const at = new Date('2026-03-04T05:06:07.890Z');

  it('formats every driver shape as UTC YYYY-MM-DDTHH:MM:SSZ', () => {
    expect(formatApiDate(at)).toBe('2026-03-04T05:06:07Z');
    expect(toApiDate(at)).toBe('2026-03-04T05:06:07Z');
    expect(toApiDate(at.getTime())).toBe('2026-03-04T05:06:07Z');
    expect(toApiDate(String(at.getTime()))).toBe('2026-03-04T05:06:07Z');
    expect(toApiDate(BigInt(at.getTime()))).toBe('2026-03-04T05:06:07Z');
    expect(toApiDate('2026-03-04 05:06:07')).toBe('2026-03-04T05:06:07Z');
    expect(toApiDate('2026-03-04 05:06:07.890')).toBe('2026-03-04T05:06:07Z');
    expect(toApiDate('2026-03-04T05:06:07.890Z')).toBe('2026-03-04T05:06:07Z');
    expect(toApiDate('2026-03-04')).toBe('2026-03-04T00:00:00Z');
    expect(toApiDate(null)).toBeNull();
    expect(toApiDate(undefined)).toBeNull();
    expect(toApiDate('not a date')).toBeNull();
    expect(toDate('2026-03-04 05:06:07')?.getTime()).toBe(Date.UTC(2026, 2, 4, 5, 6, 7));
  });

  it('now() has whole seconds', () => {
    expect(now().getMilliseconds()).toBe(0);
  });

  it('reads booleans from either driver', () => {
    expect([toBool(1), toBool(true), toBool('1'), toBool(0), toBool(null), toBool(false)]).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('knex config', () => {
  it('uses SQLite without a URL and mysql2 (utf8mb4, UTC) with one', async () => {
    const sqlite = buildKnexConfig(undefined, { sqliteFile: ':memory:' });
    expect(sqlite.client).toBe(CachingSqliteClient);
    expect(sqlite.useNullAsDefault).toBe(true);
    const mysql = buildKnexConfig('mysql://u:p%40ss@db.example:3307/app');
    expect(mysql.client).toBe('mysql2');
    expect(mysql.connection).toMatchObject({
      host: 'db.example',
      port: 3307,
      user: 'u',
      password: 'p@ss',
      database: 'app',
      charset: 'utf8mb4',
      timezone: 'Z',
      connectTimeout: 2000,
    });
    expect(mysql.pool).toMatchObject({ min: 0, max: 10 });
    expect(() => buildKnexConfig('postgres://x/y')).toThrow(/not supported/);
    const db = knex(sqlite);
    expect(isSqlite(db)).toBe(true);
    expect(isMysql(db)).toBe(false);
    expect((await db.raw('PRAGMA foreign_keys'))[0]).toEqual({ foreign_keys: 1 });
    await db.destroy();
  });
});
