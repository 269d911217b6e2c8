/**
 * Knex's better-sqlite3 client with a prepared-statement cache. Knex prepares every query anew;
 * with SQLite in-process, preparing (parsing + planning) costs as much as running a typical indexed
 * query (~40–130 µs against ~20–100 µs on the bench seed), so each connection keeps its statements
 * by SQL text. Knex writes values as bindings, so the texts repeat (a `where in` list is one text
 * per list length); the cache is bounded anyway. SQLite re-plans a cached statement by itself after
 * a schema change.
 */
import type { Knex } from 'knex';

// knex ships no types for its dialect classes: it is a `Knex.Client` with the methods below.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file with no ES export to import
const BetterSqlite3Client = require('knex/lib/dialects/better-sqlite3') as BetterSqlite3ClientClass;

/** The statements kept per connection (least recently used dropped first). */
export const STATEMENT_CACHE_SIZE = 500;

interface Statement {
  reader: boolean;
  safeIntegers(on: boolean): Statement;
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

const caches = new WeakMap<Connection, Map<string, Statement>>();

function statementFor(connection: Connection, sql: string): Statement {
  let cache = caches.get(connection);
  if (!cache) caches.set(connection, (cache = new Map()));
  let statement = cache.get(sql);
  if (statement) {
    cache.delete(sql); // re-inserted below: most recently used last
  } else {
    statement = connection.prepare(sql);
    if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  }
  cache.set(sql, statement);
  return statement;
}

export class CachingSqliteClient extends BetterSqlite3Client {
  /** Same as knex's own `_query` (knex/lib/dialects/better-sqlite3), with `statementFor`. */
  async _query(connection: Connection, obj: QueryObject): Promise<QueryObject> {
    if (!obj.sql) throw new Error('The query is empty');
    if (!connection) throw new Error('No connection provided');
    const statement = statementFor(connection, obj.sql);
    const safeIntegers = this._optSafeIntegers(obj.options);
    statement.safeIntegers(safeIntegers ?? false);
    const bindings = this._formatBindings(obj.bindings);
    if (statement.reader) {
      obj.response = statement.all(bindings);
      return obj;
    }
    const response = statement.run(bindings);
    obj.response = response;
    obj.context = { lastID: response.lastInsertRowid, changes: response.changes };
    return obj;
  }
}
