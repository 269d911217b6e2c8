/**
 * Knex's better-sqlite3 client with a prepared-statement cache. Knex prepares every query anew;
 * with SQLite in-process, preparing (parsing + planning) costs as much as running a typical indexed
 * query (docs/measurements.md), so each connection keeps its statements
 * by SQL text. Knex writes values as bindings, so the texts repeat (a `where in` list is one text
 * per list length); the cache is bounded anyway. SQLite re-plans a cached statement by itself after
 * a schema change.
 *
 * Rows are read as arrays and made into objects here by a row builder made once per statement:
 * better-sqlite3 builds each row object property by property from native code, which cost more
 * than running the query (docs/measurements.md). A builder knows its statement's column names, so a schema change through this client
 * (create / alter / drop) empties the cache; a row of another width (a `select *` whose table
 * another process changed) gets its builder remade.
 */
import type { Knex } from 'knex';

// knex ships no types for its dialect classes: it is a `Knex.Client` with the methods below.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file with no ES export to import
const BetterSqlite3Client = require('knex/lib/dialects/better-sqlite3') as BetterSqlite3ClientClass;
const SqliteQueryCompiler =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
  require('knex/lib/dialects/sqlite3/query/sqlite-querycompiler') as QueryCompilerClass;

/** The part of knex's (untyped) query compiler this file overrides. */
interface QueryCompiler {
  single: Record<string, unknown>;
  _getValueOrParameterFromAttribute(attribute: string, rawValue?: unknown): unknown;
}
type QueryCompilerClass = new (client: unknown, builder: unknown, formatter: unknown) => QueryCompiler;

/**
 * LIMIT and OFFSET written into the SQL as numbers (knex's `parseInt`s them; anything else, a raw
 * offset say, stays a binding). SQLite (3.53 here, measured) plans with a bound LIMIT's value, and a statement
 * whose planning read a bound value is re-prepared each time that value is bound again — so every
 * cached `… limit ?` (each `.first()`) was prepared anew on every run: a query with `limit ?` took
 * ~2x one with `limit 12` on the bench seed. A text per limit value; the cache is bounded.
 */
class InlineLimitCompiler extends SqliteQueryCompiler {
  override _getValueOrParameterFromAttribute(attribute: string, rawValue?: unknown): unknown {
    const value = this.single[attribute];
    if ((attribute === 'limit' || attribute === 'offset') && Number.isSafeInteger(value))
      return String(value);
    return super._getValueOrParameterFromAttribute(attribute, rawValue);
  }
}

/** The statements kept per connection (least recently used dropped first). */
export const STATEMENT_CACHE_SIZE = 500;

interface Statement {
  reader: boolean;
  safeIntegers(on: boolean): Statement;
  raw(on: boolean): Statement;
  columns(): { name: string }[];
  all(bindings: unknown[]): unknown[];
  run(bindings: unknown[]): { lastInsertRowid: number | bigint; changes: number };
}

interface Connection {
  prepare(sql: string): Statement;
}

interface QueryObject {
  sql?: string;
  bindings?: unknown[];
  options?: unknown;
  response?: unknown;
  context?: { lastID: number | bigint; changes: number };
}

interface BetterSqlite3ClientInstance extends Knex.Client {
  _formatBindings(bindings: unknown[] | undefined): unknown[];
  _optSafeIntegers(options: unknown): boolean | undefined;
}

/** `typeof Knex.Client` (statics included) whose instances also have the methods above. */
type BetterSqlite3ClientClass = Omit<typeof Knex.Client, 'prototype'> &
  (new (config: Knex.Config) => BetterSqlite3ClientInstance);

type Row = Record<string, unknown>;
type RowBuilder = (values: readonly unknown[]) => Row;

interface Cached {
  statement: Statement;
  /** Readers only: makes a row object of the statement's columns from an array row. */
  toRow?: RowBuilder;
  width: number;
}

const caches = new WeakMap<Connection, Map<string, Cached>>();

/**
 * `values => ({ "col": values[0], … })`, compiled: every row of a statement gets the same object
 * shape in one step, which a loop setting keys one by one does not. The names are quoted with
 * JSON.stringify and the indices are numbers, so nothing from the query text is run as code; a
 * name that appears twice keeps its last value, as better-sqlite3's own objects do.
 */
function rowBuilder(names: readonly string[]): RowBuilder {
  const last = new Map(names.map((n, i) => [n, i]));
  const fields = [...last].map(([n, i]) => `${JSON.stringify(n)}: v[${i}]`).join(', ');
  return new Function('v', `return { ${fields} };`) as RowBuilder;
}

function readerOf(statement: Statement): Cached {
  const names = statement.columns().map((c) => c.name);
  return { statement: statement.raw(true), toRow: rowBuilder(names), width: names.length };
}

function statementFor(connection: Connection, sql: string): Cached {
  let cache = caches.get(connection);
  if (!cache) caches.set(connection, (cache = new Map()));
  let cached = cache.get(sql);
  if (cached) {
    cache.delete(sql); // re-inserted below: most recently used last
  } else {
    const statement = connection.prepare(sql);
    cached = statement.reader ? readerOf(statement) : { statement, width: 0 };
    if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  }
  cache.set(sql, cached);
  return cached;
}

const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;

export class CachingSqliteClient extends BetterSqlite3Client {
  override queryCompiler(builder: unknown, formatter?: unknown): QueryCompiler {
    return new InlineLimitCompiler(this, builder, formatter);
  }

  /** Same as knex's own `_query` (knex/lib/dialects/better-sqlite3), with `statementFor`. */
  async _query(connection: Connection, obj: QueryObject): Promise<QueryObject> {
    if (!obj.sql) throw new Error('The query is empty');
    if (!connection) throw new Error('No connection provided');
    let cached = statementFor(connection, obj.sql);
    const safeIntegers = this._optSafeIntegers(obj.options);
    cached.statement.safeIntegers(safeIntegers ?? false);
    const bindings = this._formatBindings(obj.bindings);
    if (cached.toRow) {
      const rows = cached.statement.all(bindings) as unknown[][];
      if (rows.length > 0 && rows[0].length !== cached.width) {
        cached = readerOf(cached.statement);
        caches.get(connection)?.set(obj.sql, cached);
      }
      obj.response = rows.map(cached.toRow as RowBuilder);
      return obj;
    }
    if (SCHEMA_CHANGE.test(obj.sql)) caches.get(connection)?.clear();
    const response = cached.statement.run(bindings);
    obj.response = response;
    obj.context = { lastID: response.lastInsertRowid, changes: response.changes };
    return obj;
  }
}
