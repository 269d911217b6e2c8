import type { Server } from 'node:http';
import { seedDatabase, isSeeded } from '../../seeds';
import { createApp } from './app';
import { ConfigError, loadConfig, usesDevSecret, type Config } from './config';
import { createDb, isSqlite } from './db/knex';
import { migrateLatest } from './db/migrate';
import { createLogger } from './logger';
import { createRedis } from './redis';

/** The production server: config → database (migrate; seed the embedded one on first run) → listen. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
  const log = createLogger(config.logLevel);
  if (!config.publicUrl && config.nodeEnv === 'production') {
    log.warn(`PUBLIC_URL is not set: links in account mail point at http://localhost:${config.port}`);
  }
  if (usesDevSecret(config) && config.nodeEnv === 'production') {
    log.warn('SESSION_SECRET is not set: using the development secret (set it for any real deployment)');
  }

  const db = createDb(config.databaseUrl ?? undefined, { sqliteFile: config.sqliteFile ?? undefined });
  const migrated = await migrateLatest(db);
  if (migrated.applied.length) log.info({ migrations: migrated.applied }, 'migrations applied');
  if (isSqlite(db) && !(await isSeeded(db))) {
    log.info({ size: config.seedSize }, 'seeding the embedded database (first run)');
    await seedDatabase(db, config.seedSize, { log: (msg: string) => log.info(msg) });
  }
  const redis = config.redisUrl ? createRedis(config.redisUrl, log) : null;

  let shuttingDown = false;
  const app = await createApp({ config, db, redis, log, isShuttingDown: () => shuttingDown });
  const server: Server = app.listen(config.port, config.host, () => {
    const addr = server.address();
    const port = typeof addr === 'object' && addr ? addr.port : config.port;
    log.info(
      { port, database: isSqlite(db) ? 'sqlite' : 'mysql', redis: Boolean(redis) },
      `listening on http://localhost:${port}`,
    );
  });
  // Above the load balancers' 60 s idle timeout, so they never reuse a socket we just closed.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    const force = setTimeout(() => {
      log.warn('in-flight requests did not finish in 10 s; exiting');
      process.exit(1);
    }, 10_000).unref();
    server.close(async () => {
      await Promise.allSettled([db.destroy(), redis?.quit()]);
      clearTimeout(force);
      log.info('bye');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
