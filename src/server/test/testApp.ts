/**
 * The server test kit: the real app on a database of the test file's own (SQLite by default;
 * MariaDB when DATABASE_URL is set) and Redis under a key prefix of its own when REDIS_URL is set —
 * the same wiring `main.ts` uses, so test files run in parallel.
 *
 *   let t: TestApp;
 *   beforeAll(async () => (t = await createTestApp()));
 *   afterAll(() => t.close());
 *   const rosa = await t.login(READER_USER_ID);          // cookie + CSRF token
 *   await request(t.app).post(…).set('Cookie', rosa.cookie).set('x-csrf-token', rosa.csrfToken);
 *
 * Helpers beside it: `sessions.ts`, `html.ts`, `apiAssertions.ts`, `identityProviders.ts` (nock,
 * third parties only), `serviceContext.ts` (service tests without HTTP).
 */
import type { Express } from 'express';
import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD } from '../../../seeds/fixtures';
import { createApp } from '../app';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from '../features/accounts/limits';
import { loadConfig, type Config } from '../config';
import { createTestDb } from '../db/testDb';
import { createLogger } from '../logger';
import { createRedis } from '../redis';
import {
  formLogin,
  storeSession,
  testAddress,
  visit,
  visitorToken,
  type FormPage,
  type TestSession,
} from './sessions';

export type { FormPage, TestSession } from './sessions';

/** The app's Google and Facebook settings under `identityProviders: true` (the fakes sign for them). */
export const TEST_GOOGLE_CLIENT_ID = '1234-test.apps.googleusercontent.com';
export const TEST_FB_APP = { appId: '4242', appSecret: 'fb-secret' };

export interface TestAppOptions {
  /** Failed log-ins allowed per account and address (their namespace is always the app's own). */
  loginLimits?: Partial<LoginLimits>;
  config?: Partial<Config>;
  /**
   * Google and Facebook sign-in configured for the fakes of `identityProviders.ts` (imported
   * only by the files that use them: loading nock intercepts every HTTP request of the file).
   */
  identityProviders?: boolean;
}

export interface TestApp {
  app: Express;
  db: Knex;
  config: Config;
  /** The app's Redis (under its own key prefix), or null on SQL sessions. */
  redis: Redis | null;
  /** The client address this app's visits and form log-ins come from (see `testAddress`). */
  ip: string;
  /** Signs a user in by writing the session to the store: the cookie and CSRF token to send. */
  login: (userId: number) => Promise<TestSession>;
  /** Logs a user in through the log-in form (the session a real log-in stores). */
  loginAs: (username: string, password?: string) => Promise<TestSession>;
  /** A visitor's CSRF cookie and signed token (no session is stored), so its writes pass the check. */
  visitor: () => Promise<TestSession>;
  /** GETs a form page as a new visitor: the cookies it sets, its form's `_csrf` and the HTML. */
  visit: (path: string, ip?: string) => Promise<FormPage>;
  /** Another app on the same database, configured from `env` (no Redis). */
  appWith: (env: Record<string, string>) => Promise<Express>;
  close: () => Promise<void>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { db, destroy } = await createTestDb();
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    redisUrl: process.env.REDIS_URL || null,
    ...(options.identityProviders
      ? {
          googleClientId: TEST_GOOGLE_CLIENT_ID,
          facebookAppId: TEST_FB_APP.appId,
          facebookAppSecret: TEST_FB_APP.appSecret,
        }
      : {}),
    ...options.config,
  };
  const log = createLogger('silent');
  const redis = config.redisUrl ? createRedis(config.redisUrl, log, `test-${randomUUID()}:`) : null;
  if (redis && redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
  // Log-in counters of their own, so files and runs sharing a Redis never limit each other.
  const loginLimits = { ...DEFAULT_LOGIN_LIMITS, ...options.loginLimits, namespace: `test-${randomUUID()}:` };
  const app = await createApp({ config, db, redis, log, publicDir: '/nonexistent', loginLimits });
  const ip = testAddress();
  return {
    app,
    db,
    config,
    redis,
    ip,
    login: (userId) => storeSession(app, config.sessionSecret, userId),
    loginAs: (username, password = DEMO_PASSWORD) => formLogin(app, ip, username, password),
    visitor: () => visitorToken(app),
    visit: (path, from = ip) => visit(app, path, from),
    appWith: (env) =>
      createApp({
        config: loadConfig({ LOG_LEVEL: 'silent', ...env }),
        db,
        redis: null,
        log,
        publicDir: '/nonexistent',
      }),
    close: async () => {
      await destroy();
      await redis?.quit();
    },
  };
}
