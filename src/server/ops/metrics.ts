/**
 * Prometheus metrics (issue 25 #15; docs/operations.md says what each means and what to alert on).
 * One registry per process: request rate and latency per route pattern, SSR preload and render
 * time per page, the database pool, Redis errors, 503s by dependency, and Node's own process
 * metrics (memory, event-loop lag, GC). `GET /metrics` answers only with the bearer token
 * `METRICS_TOKEN`; without one configured it is not served at all.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { matchRoute } from '../../shared/routes';
import { onUnavailable } from './unavailable';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

const requests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});
const latency = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from request to the end of the response, by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
  registers: [registry],
});
const ssrSeconds = new Histogram({
  name: 'ssr_seconds',
  help: 'Server rendering by phase (preload: data through the sagas; render: renderToString), by page',
  labelNames: ['phase', 'page'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 3],
  registers: [registry],
});
const ssrTimeouts = new Counter({
  name: 'ssr_preload_budget_exceeded_total',
  help: 'Pages rendered with what had loaded when the preload budget (SSR_BUDGET_MS) ran out',
  labelNames: ['page'] as const,
  registers: [registry],
});
const redisErrors = new Counter({
  name: 'redis_errors_total',
  help: 'Errors the Redis client reported (connection lost, refused, timed out)',
  registers: [registry],
});
const unavailable = new Counter({
  name: 'dependency_unavailable_total',
  help: 'Requests answered 503 because a dependency was down or hung, by dependency',
  labelNames: ['dependency'] as const,
  registers: [registry],
});
onUnavailable((dependency) => unavailable.inc({ dependency }));

/** The pools the gauges read (one per app; tests may create several). */
interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
}
const pools = new Set<Knex>();
const poolOf = (db: Knex): TarnPool | null => (db.client as { pool?: TarnPool | null }).pool ?? null;
const poolSum = (read: (p: TarnPool) => number): number =>
  [...pools].reduce((sum, db) => {
    const pool = poolOf(db);
    return pool ? sum + read(pool) : sum;
  }, 0);
new Gauge({
  name: 'db_pool_connections',
  help: 'Database pool connections by state (used: running a query or transaction; free: idle)',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.set(
      { state: 'used' },
      poolSum((p) => p.numUsed()),
    );
    this.set(
      { state: 'free' },
      poolSum((p) => p.numFree()),
    );
  },
});
new Gauge({
  name: 'db_pool_waiting',
  help: 'Queries waiting for a pooled connection (acquires pending)',
  registers: [registry],
  collect() {
    this.set(poolSum((p) => p.numPendingAcquires()));
  },
});

export const countRedisError = (): void => redisErrors.inc();

/** Times one SSR phase of `page`. */
export function observeSsr(phase: 'preload' | 'render', page: string, seconds: number): void {
  ssrSeconds.observe({ phase, page }, seconds);
}
export const countSsrTimeout = (page: string): void => ssrTimeouts.inc({ page });

/**
 * The route pattern of a request, never its raw URL (bounded label values): the Express route
 * (`/api/v3/stories/:id`), `page:<key>` for pages of the page table, `static` for assets.
 */
export function routeLabel(req: Request): string {
  const matched = (req as Request & { [MATCHED_ROUTE]?: string })[MATCHED_ROUTE];
  if (matched) return matched;
  if (req.path.startsWith('/assets/') || req.path.startsWith('/img/')) return 'static';
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'POST') {
    const { page } = matchRoute(req.path);
    if (page) return `page:${page}`;
  }
  return 'unmatched';
}

const MATCHED_ROUTE = Symbol('matchedRoute');

/**
 * Express sets `req.route` when a route matches; `req.baseUrl` is right only at that moment (an
 * error handler mounted elsewhere changes it later), so the pattern is taken then.
 */
function recordRouteMatch(req: Request): void {
  let route: unknown;
  Object.defineProperty(req, 'route', {
    configurable: true,
    enumerable: true,
    get: () => route,
    set(value: { path?: unknown } | undefined) {
      route = value;
      if (value && typeof value.path === 'string') {
        (req as Request & { [MATCHED_ROUTE]?: string })[MATCHED_ROUTE] = (req.baseUrl ?? '') + value.path;
      }
    },
  });
}

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Instruments every request after it and serves `GET /metrics` (bearer `token`; none → 404).
 * Mount it early, before anything that answers requests.
 */
export function metrics(token: string | null, db: Knex, redis: Redis | null): RequestHandler {
  pools.add(db);
  redis?.on('error', countRedisError);
  return (req, res, next) => {
    if (req.path === '/metrics') {
      if (!token) return next();
      const auth = req.get('authorization') ?? '';
      const given = /^Bearer (.+)$/i.exec(auth)?.[1] ?? '';
      res.set('Cache-Control', 'no-store');
      if (!given || !sameSecret(given, token)) {
        res.set('WWW-Authenticate', 'Bearer realm="metrics"').status(401).type('text').send('Unauthorized');
        return;
      }
      registry.metrics().then(
        (body) => res.type(registry.contentType).send(body),
        (err: unknown) => next(err),
      );
      return;
    }
    const started = process.hrtime.bigint();
    recordRouteMatch(req);
    res.once('finish', () => {
      const route = routeLabel(req);
      requests.inc({ method: req.method, route, status: String(res.statusCode) });
      latency.observe({ method: req.method, route }, Number(process.hrtime.bigint() - started) / 1e9);
    });
    next();
  };
}
