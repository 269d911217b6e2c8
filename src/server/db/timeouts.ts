/**
 * Knex's mysql2 client with a time limit on every query (issue 25 #7). A hung database (a stopped
 * MariaDB, a full network buffer) otherwise holds a request, and its pooled connection, as long as
 * the hang lasts; with the limit the query fails, the connection it used is thrown away (its
 * protocol state is unknown) and the request answers 503. Together with the pool's acquire limit
 * and mysql2's `connectTimeout`, nothing waits on the database longer than about `timeoutMs`.
 */
import type { Knex } from 'knex';

// knex ships no types for its dialect classes.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file with no ES export to import
const Mysql2Client = require('knex/lib/dialects/mysql2') as Mysql2ClientClass;

interface QueryObject {
  sql?: string;
  options?: Record<string, unknown>;
}
interface DriverConnection {
  destroy(): void;
  __knex__disposed?: unknown;
}
interface Mysql2ClientInstance extends Knex.Client {
  _query(connection: DriverConnection, obj: QueryObject | string): Promise<unknown>;
}
type Mysql2ClientClass = Omit<typeof Knex.Client, 'prototype'> &
  (new (config: Knex.Config) => Mysql2ClientInstance);

/** mysql2's error for a query that got no answer within its `timeout`. */
export const QUERY_TIMEOUT_CODE = 'PROTOCOL_SEQUENCE_TIMEOUT';

/** A knex client class (for `Knex.Config.client`) whose queries fail after `timeoutMs`. */
export function mysqlClientWithTimeout(timeoutMs: number): Mysql2ClientClass {
  return class TimedMysql2Client extends Mysql2Client {
    override _query(connection: DriverConnection, obj: QueryObject | string): Promise<unknown> {
      const query: QueryObject = typeof obj === 'string' || !obj ? { sql: obj || undefined } : obj;
      query.options = { timeout: timeoutMs, ...query.options };
      return super._query(connection, query).catch((err: unknown) => {
        if ((err as { code?: unknown })?.code === QUERY_TIMEOUT_CODE) {
          // knex's pool then destroys it instead of handing it to the next request.
          connection.__knex__disposed = err;
          connection.destroy();
        }
        throw err;
      });
    }
  };
}
