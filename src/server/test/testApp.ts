import type { Express } from 'express';
import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import { createApp, type AppDeps } from '../app';
import { DEFAULT_LOGIN_LIMITS } from '../features/accounts/limits';
import { loadConfig, type Config } from '../config';
import { createTestDb } from '../db/testDb';
import { createLogger } from '../logger';
import { createRedis } from '../redis';
import { loginAs, type TestSession } from './loginAs';

/**
 * The real app on a fresh test database (SQLite by default; MariaDB when DATABASE_URL is set)
 * and Redis when REDIS_URL is set — the same wiring `main.ts` uses.
 */
export interface TestApp {
  app: Express;
  db: Knex;
  /** Signs a user in (see loginAs): the cookie and CSRF token to send. */
  login: (userId: number) => Promise<TestSession>;
  close: () => Promise<void>;
}

export async function createTestApp(
  options: Pick<AppDeps, 'loginLimits'> & { config?: Partial<Config> } = {},
): Promise<TestApp> {
  const { db, destroy } = await createTestDb();
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    redisUrl: process.env.REDIS_URL || null,
    ...options.config,
  };
  const log = createLogger('silent');
  const redis = config.redisUrl ? createRedis(config.redisUrl, log, `test-${randomUUID()}:`) : null;
  if (redis && redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
  // Log-in counters of their own, so files and runs sharing a Redis never limit each other.
  const loginLimits = { ...DEFAULT_LOGIN_LIMITS, namespace: `test-${randomUUID()}:`, ...options.loginLimits };
  const app = await createApp({ config, db, redis, log, publicDir: '/nonexistent', loginLimits });
  return {
    app,
    db,
    login: (userId) => loginAs(app, userId, config.sessionSecret),
    close: async () => {
      await destroy();
      await redis?.quit();
    },
  };
}
