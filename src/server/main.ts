import { createServer, type Server } from 'node:http';
import { seedDatabase, isSeeded } from '../../seeds';
import { createApp } from './app';
import { ConfigError, loadConfig, usesDevSecret, type Config } from './config';
import { createDb, isSqlite } from './db/knex';
import { migrateLatest } from './db/migrate';
import { createMailer } from './features/outbox';
import { createPublishScheduler } from './features/publishing';
import type { KvCache } from './lib/kvCache';
import { createLogger } from './logger';
import { trackConnections } from './ops/drain';
import { createRedis } from './redis';
import { answerClientError } from './security/bodies';

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

  const dbOptions = { sqliteFile: config.sqliteFile ?? undefined };
  // Requests get time-limited queries (DB_TIMEOUT_MS: a hung database answers 503 quickly);
  // migrations run on their own connection without a limit.
  const db = createDb(config.databaseUrl ?? undefined, { ...dbOptions, timeoutMs: config.dbTimeoutMs });
  const migrator = isSqlite(db) ? db : createDb(config.databaseUrl ?? undefined, dbOptions);
  const migrated = await migrateLatest(migrator).finally(() => migrator !== db && migrator.destroy());
  if (migrated.applied.length) log.info({ migrations: migrated.applied }, 'migrations applied');
  if (isSqlite(db) && !(await isSeeded(db))) {
    log.info({ size: config.seedSize }, 'seeding the embedded database (first run)');
    await seedDatabase(db, config.seedSize, { log: (msg: string) => log.info(msg) });
  }
  const redis = config.redisUrl ? createRedis(config.redisUrl, log) : null;

  let shuttingDown = false;
  const app = await createApp({ config, db, redis, log, isShuttingDown: () => shuttingDown });
  const server: Server = createServer(app);
  server.on('clientError', answerClientError); // 431 / 400 with a sentence (security/bodies.ts)
  const connections = trackConnections(server);
  // Scheduled parts go public and reminders go out from every process; the database decides which
  // process does each (src/server/features/publishing/scheduler.ts). Stopped first on shutdown.
  const scheduler = createPublishScheduler({
    db,
    kv: app.locals.kv as KvCache,
    mailer: createMailer(config, db),
    log,
    linkOrigin: config.publicUrl ?? `http://localhost:${config.port}`,
    productName: config.productName,
  });
  scheduler.start();
  server.listen(config.port, config.host, () => {
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

  // Drain (docs/operations.md): stop accepting, answer what was accepted with `Connection: close`,
  // then close the database and Redis; exit 0 when every accepted request was answered.
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    const schedulerStopped = scheduler.stop(); // no new looks; one in progress finishes
    log.info({ signal, connections: connections.connections }, 'shutting down: draining connections');
    const result = await connections.drain(config.shutdownTimeoutMs);
    if (!result.clean) log.warn({ abandoned: result.abandoned }, 'drain budget ran out');
    await Promise.race([schedulerStopped, new Promise((r) => setTimeout(r, 2000).unref())]);
    const closing = Promise.allSettled([db.destroy(), redis?.quit()]);
    await Promise.race([closing, new Promise((r) => setTimeout(r, 2000).unref())]);
    log.info({ ms: result.ms }, 'bye');
    process.exit(result.clean ? 0 : 1);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
