/**
 * Datetimes in the database, one rule for both drivers:
 *
 * - **Write** a JS `Date` (use `now()` for "now"). Never `knex.fn.now()`, never a string.
 * - **SQLite** (better-sqlite3): knex turns every bound `Date` into epoch **milliseconds** (an
 *   INTEGER in a `datetime` column), so comparisons (`where('published_at', '<=', now())`) work as
 *   long as both sides are Dates. Rows come back as numbers.
 * - **MySQL/MariaDB** (mysql2, `timezone: 'Z'`, session `time_zone = '+00:00'`): `datetime` columns
 *   hold UTC wall-clock time to the second and come back as `Date`.
 * - `now()` drops milliseconds so both drivers store exactly the same instant.
 * - Read with `toDate()` / `toApiDate()`, which accept whatever either driver returns.
 * - `date` columns (e.g. `users.birthdate`) are plain `'YYYY-MM-DD'` strings on both (mysql2 is set
 *   to return DATE as a string): write strings there, not Dates.
 */

/** What a datetime column may come back as (epoch ms on SQLite, Date on MySQL), or null. */
export type DbDate = Date | number | bigint | string | null | undefined;

/** The current time, whole seconds (both drivers then round-trip it exactly). */
export function now(): Date {
  return new Date(Math.floor(Date.now() / 1000) * 1000);
}

/** A Date `ms` milliseconds from `from` (default now), whole seconds. */
export function fromNow(ms: number, from: Date = now()): Date {
  return new Date(Math.floor((from.getTime() + ms) / 1000) * 1000);
}

const SQL_DATETIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;

/** Any driver's datetime value as a Date (strings without a zone are UTC), or null. */
export function toDate(value: DbDate): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return new Date(value);
  if (typeof value === 'bigint') return new Date(Number(value));
  const s = value.trim();
  if (/^-?\d+$/.test(s)) return new Date(Number(s));
  const m = SQL_DATETIME.exec(s);
  const d = m
    ? new Date(`${m[1]}T${m[2]}Z`)
    : /^\d{4}-\d{2}-\d{2}$/.test(s)
      ? new Date(`${s}T00:00:00Z`)
      : new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The API's date format: UTC `YYYY-MM-DDTHH:MM:SSZ`, no milliseconds (API-COMPAT.md "Dates"). */
export function formatApiDate(date: Date): string {
  return date.toISOString().slice(0, 19) + 'Z';
}

/** A datetime column's value in the API's format, or null. */
export function toApiDate(value: DbDate): string | null {
  const d = toDate(value);
  return d ? formatApiDate(d) : null;
}

/** Boolean columns come back as 0/1 on both drivers (and true/false if a caller passes one through). */
export function toBool(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 1n;
}
