import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { createDb } from './knex';
import { STATEMENT_CACHE_SIZE } from './sqliteClient';

/** The embedded database keeps prepared statements; what it answers must not change because of it. */
describe('SQLite statement cache', () => {
  let db: Knex;
  let prepared: string[];

  beforeEach(async () => {
    db = createDb(undefined, { sqliteFile: ':memory:' });
    await db.schema.createTable('notes', (t) => {
      t.increments('id');
      t.string('body');
    });
    // Count the statements the connection prepares from here on (SQLite has one connection).
    const conn = (await db.client.acquireConnection()) as { prepare(sql: string): unknown };
    db.client.releaseConnection(conn);
    const prepare = conn.prepare.bind(conn);
    prepared = [];
    conn.prepare = (sql: string) => (prepared.push(sql), prepare(sql));
  });
  afterEach(() => db.destroy());

  it('prepares a query once and answers it with each call’s own values', async () => {
    const [first] = await db('notes').insert({ body: 'one' });
    const [second] = await db('notes').insert({ body: 'two' });
    expect([first, second]).toEqual([1, 2]); // writes still report the new row id
    expect(await db('notes').where({ id: 1 }).first('body')).toEqual({ body: 'one' });
    expect(await db('notes').where({ id: 2 }).first('body')).toEqual({ body: 'two' });
    expect(prepared).toHaveLength(2); // one insert, one select
  });

  it('sees a changed table through a statement prepared before the change', async () => {
    await db('notes').insert({ body: 'one' });
    expect(await db('notes').select('*')).toEqual([{ id: 1, body: 'one' }]);
    await db.schema.alterTable('notes', (t) => t.integer('stars').defaultTo(3));
    expect(await db('notes').select('*')).toEqual([{ id: 1, body: 'one', stars: 3 }]);
  });

  it('answers rows as objects of their columns, the last of a repeated name winning', async () => {
    await db('notes').insert([{ body: 'one' }, { body: 'two' }]);
    expect(await db('notes').orderBy('id').select('body', 'id')).toEqual([
      { body: 'one', id: 1 },
      { body: 'two', id: 2 },
    ]);
    expect(await db.raw('select 1 as a, 2 as b, 3 as a')).toEqual([{ a: 3, b: 2 }]);
    expect(await db('notes').where({ id: 99 }).select('*')).toEqual([]);
  });

  it('sees a column another connection added to a table it reads with select *', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sl-sqlite-'));
    const file = path.join(dir, 'notes.sqlite3');
    const mine = createDb(undefined, { sqliteFile: file });
    const theirs = createDb(undefined, { sqliteFile: file });
    try {
      await mine.schema.createTable('notes', (t) => {
        t.increments('id');
        t.string('body');
      });
      await mine('notes').insert({ body: 'one' });
      expect(await mine('notes').select('*')).toEqual([{ id: 1, body: 'one' }]);
      await theirs.schema.alterTable('notes', (t) => t.integer('stars').defaultTo(3));
      expect(await mine('notes').select('*')).toEqual([{ id: 1, body: 'one', stars: 3 }]);
    } finally {
      await Promise.all([mine.destroy(), theirs.destroy()]);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes limits and offsets into the SQL as numbers and pages correctly with them', async () => {
    await db('notes').insert(['a', 'b', 'c', 'd', 'e'].map((body) => ({ body })));
    const page = db('notes').orderBy('id').limit(2).offset(3).select('body');
    expect(page.toSQL().sql).toMatch(/limit 2 offset 3$/);
    expect(page.toSQL().bindings).toEqual([]);
    expect(await page).toEqual([{ body: 'd' }, { body: 'e' }]);
    expect(await db('notes').orderBy('id').offset(4).select('body')).toEqual([{ body: 'e' }]);
    expect(await db('notes').where({ body: 'c' }).first('id')).toEqual({ id: 3 });
    // A statement per limit value, each answering with its own limit.
    expect(await db('notes').limit(1).select('id')).toHaveLength(1);
    expect(await db('notes').limit(3).select('id')).toHaveLength(3);
  });

  it('works inside a transaction and keeps at most its bound of statements', async () => {
    await db.transaction(async (trx) => {
      for (let i = 0; i < STATEMENT_CACHE_SIZE + 5; i++) await trx.raw(`select ${i} as n`);
    });
    const before = prepared.length;
    await db.raw('select 0 as n'); // the oldest ones were dropped: prepared again
    await db.raw(`select ${STATEMENT_CACHE_SIZE + 4} as n`); // the newest is still kept
    expect(prepared.length - before).toBe(1);
  });
});
