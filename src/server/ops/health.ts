import { Router } from 'express';
import type { Redis } from 'ioredis';
import type { Knex } from 'knex';

const withTimeout = <T>(p: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    p,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);

/** `/healthz`: the process is up. `/readyz`: the database (and Redis, when configured) answer. */
export function createHealthRouter(db: Knex, redis: Redis | null, isShuttingDown: () => boolean): Router {
  const r = Router();
  r.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  r.get('/readyz', async (_req, res) => {
    const checks: Record<string, 'ok' | 'down'> = {};
    const [dbOk, redisOk] = await Promise.all([
      withTimeout(db.raw('select 1'), 1000).then(
        () => true,
        () => false,
      ),
      redis
        ? withTimeout(redis.ping(), 1000).then(
            () => true,
            () => false,
          )
        : Promise.resolve(true),
    ]);
    checks.database = dbOk ? 'ok' : 'down';
    if (redis) checks.redis = redisOk ? 'ok' : 'down';
    const ready = dbOk && redisOk && !isShuttingDown();
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ready ? 'ok' : 'unavailable', checks });
  });
  return r;
}
