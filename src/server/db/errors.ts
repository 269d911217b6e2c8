/** True for a unique-index violation on either database. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; errno?: number };
  return e?.code === 'ER_DUP_ENTRY' || e?.errno === 1062 || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Driver codes of a database that is down, hung or out of connections (not a bad query). */
const UNAVAILABLE_CODES = new Set([
  'PROTOCOL_SEQUENCE_TIMEOUT', // a query got no answer in time (timeouts.ts)
  'PROTOCOL_CONNECTION_LOST',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'SQLITE_BUSY',
]);

/** True when the database could not answer (the request may succeed later): answer 503. */
export function isDbUnavailable(err: unknown): boolean {
  const e = err as { name?: unknown; code?: unknown; fatal?: unknown };
  if (!e || typeof e !== 'object') return false;
  if (e.name === 'KnexTimeoutError') return true; // no pooled connection in time
  return typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code);
}
