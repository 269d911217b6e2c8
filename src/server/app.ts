import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Request } from 'express';
import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import { pinoHttp } from 'pino-http';
import type { Config } from './config';
import { createServiceContext, type PaidAccessCheck, type ServiceContext } from './context';
import type { LoginLimits } from './features/accounts/limits';
import { createMailer } from './features/outbox/mailer';
import { memoryFlagsCache, redisFlagsCache } from './features/flags/flagsService';
import { sendVerificationEmail } from './features/recovery/recoveryService';
import type { FeatureRouters, RouterDeps } from './features/serverFeature';
import { SERVER_FEATURES } from './features/serverFeatures';
import { ccpaOptOutOf } from './features/privacy/privacyRouter';
import { takeSettingsFlash } from './features/settings/settingsForms';
import { languageCookie } from './features/privacy/languageRouter';
import { recentSearchesOf } from './features/search/searchPages';
import { apiErrorHandler, apiNotFound } from './lib/legacyErrors';
import { createKvCache, noKvCache } from './lib/kvCache';
import { ReadCache } from './lib/readCache';
import { unknownApiWrite } from './lib/routeMatch';
import type { Logger } from './logger';
import { favicon } from './ops/favicon';
import { createHealthRouter } from './ops/health';
import { metrics } from './ops/metrics';
import { unavailableApi, unavailablePage } from './ops/unavailable';
import { allowedHostsOnly } from './security/allowedHosts';
import { bodyParsers } from './security/bodies';
import { redactingReqSerializer, redactingResSerializer } from './security/redact';
import { csrfProtection, nonce, securityHeaders, writeRateLimit } from './security/security';
import { createSessionStore, sessionMiddleware } from './session/session';
import { loadViewer } from './session/viewer';
import { createBenchRouter } from './ssr/benchRoute';
import { errorPage, refusalOf } from './ssr/errorPage';
import { loadManifest, loadModernBuild, type AssetManifest, type ModernBuild } from './ssr/manifest';
import { pageHandler, preparePages } from './ssr/render';

export interface AppDeps {
  config: Config;
  db: Knex;
  redis: Redis | null;
  log: Logger;
  /** Client build output (`dist/public`); its manifest.json lists the hashed assets. */
  publicDir?: string;
  manifest?: AssetManifest;
  /** The modern client build (manifest.modern.json); null: every browser gets the legacy one. */
  modern?: ModernBuild | null;
  isShuttingDown?: () => boolean;
  /** Failed log-ins allowed per account and address (tests use small numbers). */
  loginLimits?: LoginLimits;
  /** The paywall's check (purchases, subscriptions): the paid-content feature's; none by default. */
  paidAccess?: PaidAccessCheck;
}

/** Every API prefix of the legacy product (DESIGN.md §2). */
export const API_PREFIXES = ['/api/v3', '/apiv2', '/v4', '/v5', '/reading/v1', '/writing/v1'];

/** Builds the Express app: ops, static assets, security, sessions, API routers, SSR pages. */
export async function createApp(deps: AppDeps): Promise<express.Express> {
  const { config, db, redis, log } = deps;
  const publicDir = deps.publicDir ?? path.resolve('dist/public');
  const manifest = deps.manifest ?? loadManifest(publicDir);
  const modern = deps.modern !== undefined ? deps.modern : deps.manifest ? null : loadModernBuild(publicDir);
  await preparePages();

  // What every feature's routers get (docs/architecture.md "Server features"); the routers are
  // built once here and mounted below stage by stage, each stage in SERVER_FEATURES order.
  const origin = (req: Request) => config.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  const cache = new ReadCache();
  const kv = createKvCache(redis);
  const flags = redis ? redisFlagsCache(redis) : memoryFlagsCache();
  const getContext = (req: Request): ServiceContext =>
    createServiceContext({
      db,
      cache,
      // BENCH=1 only: a request with `x-bench-uncached` skips the shared section cache (bench/home.ts).
      kv: config.bench && req.get('x-bench-uncached') ? noKvCache : kv,
      flags,
      viewer: (req.res?.locals.viewer as ServiceContext['viewer']) ?? null,
      origin: origin(req),
      recentSearches: recentSearchesOf(req),
      languageId: req.res?.locals.languageId as number | undefined,
      ccpaOptOut: ccpaOptOutOf(req),
      paidAccess: deps.paidAccess,
      takeSettingsFlash: () => takeSettingsFlash(req),
      socialPending: req.session?.socialPending ?? null,
      sessionId: req.session?.userId ? req.sessionID : null,
    });
  // A new account gets its verification mail; a mail failure never fails the sign-up.
  const afterSignup = async (req: Request, userId: number): Promise<void> => {
    try {
      await sendVerificationEmail(recovery, userId, recovery.linkOrigin);
    } catch (err) {
      req.log?.error({ err }, 'verification email after sign-up could not be sent');
    }
  };
  const mailer = createMailer(config, db);
  const recovery = {
    db,
    mailer,
    productName: config.productName,
    linkOrigin: config.publicUrl ?? `http://localhost:${config.port}`,
    onMailError: (err: unknown) => log.error({ err }, 'password-reset email could not be sent'),
  };
  const routerDeps: RouterDeps = {
    config,
    db,
    redis,
    log,
    getContext,
    flags,
    loginLimits: deps.loginLimits,
    renderPage: (req, res) => pages(req, res),
    recovery,
    afterSignup,
    intents: Object.assign({}, ...SERVER_FEATURES.map((feature) => feature.intents ?? {})),
  };
  const built = SERVER_FEATURES.map((feature) => feature.routers?.(routerDeps) ?? {});
  const features = (stage: keyof FeatureRouters) => built.flatMap((routers) => routers[stage] ?? []);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  app.use(
    pinoHttp({
      logger: log,
      genReqId: (req, res) => {
        const given = req.headers['x-request-id'];
        const id = typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
      serializers: { req: redactingReqSerializer, res: redactingResSerializer },
    }),
  );
  app.use(createHealthRouter(db, redis, deps.isShuttingDown ?? (() => false)));
  app.use(metrics(config.metricsToken, db, redis)); // GET /metrics (bearer METRICS_TOKEN) + timings
  app.use(allowedHostsOnly(config)); // production without PUBLIC_URL: unknown Host → 421
  app.use(compression());
  app.use(
    '/assets',
    express.static(path.join(publicDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: false,
      setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'), // before helmet's
    }),
  );
  app.get(['/favicon.svg', '/favicon.ico'], favicon);
  app.use(features('beforeSession'));

  app.use(
    nonce,
    securityHeaders(config.apiBase, {
      googleSignIn: Boolean(config.googleClientId),
      facebookLogin: Boolean(config.facebookAppId),
    }),
  );
  app.use(writeRateLimit(redis));
  app.use(bodyParsers); // only methods with a body; bounded size and depth (security/bodies.ts)
  const sessionStore = createSessionStore(db, redis);
  app.locals.sessionStore = sessionStore; // tests sign users in through it (src/server/test/loginAs.ts)
  app.locals.kv = kv; // the publishing scheduler (main.ts) purges the same caches as the routes
  app.use(sessionMiddleware(sessionStore, config.sessionSecret));

  app.use(async (req, res, next) => {
    const userId = req.session.userId;
    res.locals.viewer = userId ? await loadViewer(db, userId, origin(req), req.session.epoch) : null;
    next();
  });
  app.use(languageCookie(db));
  app.use(features('beforeCsrf'));
  const routes = features('routes');
  app.use(unknownApiWrite(routes, API_PREFIXES)); // 404 / 1001 before CSRF (lib/routeMatch.ts)
  app.use(csrfProtection);
  app.use(routes);
  app.use(API_PREFIXES, apiNotFound, unavailableApi, apiErrorHandler);

  const renderOptions = {
    manifest,
    modern,
    productName: config.productName,
    apiBase: config.apiBase,
    budgetMs: config.ssrBudgetMs,
    social: { googleClientId: config.googleClientId, facebookAppId: config.facebookAppId },
  };
  const pages = pageHandler(renderOptions, getContext, log);
  if (config.bench) app.use(createBenchRouter(pages));
  app.get(/.*/, pages);

  const onError: ErrorRequestHandler = (err, req, res, next) => {
    if (res.headersSent) return next(err);
    // A refused request (bad input) is its 4xx with a message; only our own failures are 503.
    const refusal = refusalOf(err);
    const status = refusal?.status ?? 503;
    if (!refusal) req.log?.error({ err }, 'request failed');
    res.status(status).set('Cache-Control', 'no-store');
    if (req.accepts(['html', 'json']) === 'json')
      res.json({ code: status, message: refusal?.message ?? 'Something went wrong. Please try again.' });
    else res.type('html').send(errorPage(config.productName, status, refusal?.message));
  };
  app.use(unavailablePage((status) => errorPage(config.productName, status)));
  app.use(onError);
  return app;
}
