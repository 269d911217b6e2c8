/**
 * The Knex factory (DESIGN.md §5). No `DATABASE_URL`: SQLite (better-sqlite3) in a file under
 * `data/`. `mysql://user:pass@host:port/db` (or `mariadb://`): mysql2, utf8mb4, UTC.
 *
 * Things every query author should know:
 * - Datetimes: see `dates.ts` (write Dates; SQLite stores epoch ms; read with `toApiDate`).
 * - Booleans come back as 0/1 on both drivers (`toBool`).
 * - SQLite has ONE connection (knex's pool max 1): inside `db.transaction(async (trx) => …)` use
 *   `trx` for everything, a query on `db` there waits for the transaction and deadlocks.
 * - mysql2 is set to `decimalNumbers: true` so SUM()/AVG() come back as numbers, not strings.
 */
import fs from 'node:fs';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import { CachingSqliteClient } from './sqliteClient';
import { mysqlClientWithTimeout } from './timeouts';

export { now, fromNow, toDate, toApiDate, formatApiDate, toBool, type DbDate } from './dates';

export const DEFAULT_SQLITE_FILE = path.join('data', 'storyloom.sqlite3');

export interface DbOptions {
  /** SQLite file (default env `SQLITE_FILE`, else `data/storyloom.sqlite3`); `:memory:` works too. */
  sqliteFile?: string;
  /** Override the pool (MySQL only; SQLite always has one connection). */
  pool?: { min?: number; max?: number };
  /** SQLite busy timeout in ms (default 5000). */
  busyTimeoutMs?: number;
  /**
   * MySQL: a query, and a wait for a pooled connection, fail after this many ms (the server sets
   * `DB_TIMEOUT_MS`; scripts and migrations leave it unset: no limit). See `timeouts.ts`.
   */
  timeoutMs?: number;
}

/** The few better-sqlite3 methods we call (the package ships no types here). */
interface SqliteConnection {
  pragma(source: string): unknown;
}

/** The few mysql2 callback-connection methods we call. */
interface MysqlConnection {
  query(sql: string, cb: (err: Error | null) => void): void;
}

type Done<C> = (err: Error | null, conn: C) => void;

function sqliteConfig(file: string, options: DbOptions): Knex.Config {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const busy = options.busyTimeoutMs ?? 5000;
  return {
    client: CachingSqliteClient, // knex's better-sqlite3 client + a prepared-statement cache
    connection: { filename: file },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate(conn: SqliteConnection, done: Done<SqliteConnection>) {
        try {
          conn.pragma('journal_mode = WAL');
          conn.pragma('synchronous = NORMAL');
          conn.pragma('cache_size = -65536'); // 64 MB of page cache (the default is 2 MB)
          conn.pragma('foreign_keys = ON');
          conn.pragma(`busy_timeout = ${busy}`);
          done(null, conn);
        } catch (err) {
          done(err as Error, conn);
        }
      },
    },
  };
}

function mysqlConfig(url: URL, options: DbOptions): Knex.Config {
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  // knex's type says `dateStrings?: boolean`; mysql2 also takes a list of column types.
  const dateStrings = ['DATE'] as unknown as boolean;
  const limit = options.timeoutMs;
  return {
    client: limit ? mysqlClientWithTimeout(limit) : 'mysql2',
    // The request that met the failure logs it (as JSON, with its request id); knex's own
    // warnings of the same failure would print stack traces on stderr.
    log: {
      warn: (message: string) => !/^(Acquire )?Connection Error/i.test(message) && console.warn(message),
    },
    connection: {
      host: url.hostname || '127.0.0.1',
      port: url.port ? Number(url.port) : 3306,
      user: decodeURIComponent(url.username) || 'root',
      password: decodeURIComponent(url.password),
      ...(database ? { database } : {}),
      charset: 'utf8mb4',
      timezone: 'Z',
      connectTimeout: limit ? Math.min(2000, limit) : 2000,
      dateStrings,
      decimalNumbers: true,
    },
    pool: {
      min: options.pool?.min ?? 0,
      max: options.pool?.max ?? 10,
      ...(limit ? { acquireTimeoutMillis: limit, createTimeoutMillis: limit } : {}),
      afterCreate(conn: MysqlConnection, done: Done<MysqlConnection>) {
        conn.query("SET time_zone = '+00:00'", (err) => done(err, conn));
      },
    },
  };
}

/**
 * Knex config for a database URL: none → SQLite, `mysql://`/`mariadb://` → mysql2,
 * `sqlite:PATH`/`file:PATH` → SQLite at PATH.
 */
export function buildKnexConfig(databaseUrl?: string, options: DbOptions = {}): Knex.Config {
  const url = databaseUrl?.trim();
  if (!url) {
    return sqliteConfig(options.sqliteFile || process.env.SQLITE_FILE || DEFAULT_SQLITE_FILE, options);
  }
  const sqlite = /^(?:sqlite3?|file):(?:\/\/)?(.+)$/.exec(url);
  if (sqlite) return sqliteConfig(sqlite[1], options);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('DATABASE_URL is not a valid URL (expected mysql://user:password@host:3306/database)');
  }
  if (parsed.protocol === 'mysql:' || parsed.protocol === 'mariadb:') return mysqlConfig(parsed, options);
  throw new Error(
    `DATABASE_URL scheme "${parsed.protocol}" is not supported (use mysql:// or leave it unset for SQLite)`,
  );
}

/** A Knex instance for `databaseUrl` (see `buildKnexConfig`). Call `db.destroy()` to let the process exit. */
export function createDb(databaseUrl?: string, options: DbOptions = {}): Knex {
  return knex(buildKnexConfig(databaseUrl, options));
}

/** 'better-sqlite3' or 'mysql2' (the knex client's driver, whatever class `client` names). */
function clientName(db: Knex): string {
  const client: { driverName?: unknown } = db.client;
  return String(client.driverName ?? '');
}

export function isSqlite(db: Knex): boolean {
  return clientName(db) === 'better-sqlite3';
}

export function isMysql(db: Knex): boolean {
  return clientName(db) === 'mysql2';
}

/**
 * Rows of a hand-written SELECT (`?` bindings) on either driver: knex's `raw` answers the driver's
 * own shape (better-sqlite3: the rows; mysql2: `[rows, fields]`). For the few hot statements whose
 * query-builder compile cost more than running them (the home feed's lists); write the SQL with
 * `sqlColumns` and portable syntax (backquoted names read the same on SQLite and MySQL).
 */
export async function selectRows<T>(db: Knex, sql: string, bindings: readonly unknown[] = []): Promise<T[]> {
  const result: unknown = await db.raw(sql, bindings as Knex.RawBinding[]);
  return (isMysql(db) ? (result as [T[], unknown])[0] : result) as T[];
}

/** `table.column [as alias]` names as backquoted SQL (`stories.id` → `` `stories`.`id` ``). */
export const sqlColumns = (names: readonly string[]): string =>
  names
    .map((n) => {
      const [name, alias] = n.split(/\s+as\s+/i);
      const quoted = name
        .split('.')
        .map((p) => `\`${p}\``)
        .join('.');
      return alias ? `${quoted} as \`${alias}\`` : quoted;
    })
    .join(', ');
