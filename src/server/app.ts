import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Request, type Router } from 'express';
import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import { pinoHttp } from 'pino-http';
import type { Config } from './config';
import { createServiceContext, type PaidAccessCheck, type ServiceContext } from './context';
import { createAccountsRouters } from './features/accounts/accountsRouter';
import type { LoginLimits } from './features/accounts/limits';
import { createHomeRouter } from './features/home/homeRouter';
import { createMediaRouter } from './features/media';
import { createCategoriesRouter } from './features/stories/categoriesRouter';
import { createMailer } from './features/outbox/mailer';
import { createOutboxRouter, hideOutbox } from './features/outbox/outboxRouter';
import { memoryFlagsCache, redisFlagsCache } from './features/flags/flagsService';
import { createFlagsRouter } from './features/flags/flagsRouter';
import { createRecoveryRouter } from './features/recovery/recoveryRouter';
import { createSettingsRouters } from './features/settings/settingsForms';
import { createContentSettingsRouter } from './features/contentSettings/contentSettingsRouter';
import { createOnboardingRouter } from './features/onboarding/onboardingRouter';
import { sendVerificationEmail } from './features/recovery/recoveryService';
import { createSocialRouter } from './features/social/socialRouter';
import { createReverificationRouter } from './features/reverification/reverificationRouter';
import { createVerificationRouter } from './features/recovery/verificationRouter';
import { createReaderRouter } from './features/reader/readerRouter';
import { createReaderFormsRouter } from './features/reader/readerFormsRouter';
import { createListsRouter } from './features/lists/listsRouter';
import { createListsFormsRouter } from './features/lists/listsFormsRouter';
import { createUsersRouter } from './features/profile/profileRouter';
import { ccpaOptOutOf, createPrivacyRouter } from './features/privacy/privacyRouter';
import { createCloseAccountRouter } from './features/privacy/closeAccountRouter';
import { createOwnDataRouter } from './features/privacy/ownDataRouter';
import { createLanguageRouter, languageCookie } from './features/privacy/languageRouter';
import { createPartsRouter } from './features/stories/partsRouter';
import { createSearchPagesRouter, recentSearchesOf } from './features/search/searchPages';
import { createSearchRouter } from './features/search/searchRouter';
import { createStoriesRouter } from './features/stories/storiesRouter';
import { createStorytextRouter } from './features/stories/storytextRouter';
import { apiErrorHandler, apiNotFound } from './lib/legacyErrors';
import { createKvCache, noKvCache } from './lib/kvCache';
import { ReadCache } from './lib/readCache';
import type { Logger } from './logger';
import { favicon } from './ops/favicon';
import { createHealthRouter } from './ops/health';
import { redactingReqSerializer } from './security/redact';
import { csrfProtection, nonce, securityHeaders, writeRateLimit } from './security/security';
import { createSessionStore, sessionMiddleware } from './session/session';
import { loadViewer } from './session/viewer';
import { createBenchRouter } from './ssr/benchRoute';
import { errorPage } from './ssr/errorPage';
import { loadManifest, type AssetManifest } from './ssr/manifest';
import { pageHandler, preparePages } from './ssr/render';

export interface AppDeps {
  config: Config;
  db: Knex;
  redis: Redis | null;
  log: Logger;
  /** Client build output (`dist/public`); its manifest.json lists the hashed assets. */
  publicDir?: string;
  manifest?: AssetManifest;
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
  await preparePages();

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
      serializers: { req: redactingReqSerializer },
    }),
  );
  app.use(createHealthRouter(db, redis, deps.isShuttingDown ?? (() => false)));
  app.use(compression());
  app.use(
    '/assets',
    express.static(path.join(publicDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: false,
    }),
  );
  app.get(['/favicon.svg', '/favicon.ico'], favicon);
  app.use(createMediaRouter(db));

  app.use(
    nonce,
    securityHeaders(config.apiBase, {
      googleSignIn: Boolean(config.googleClientId),
      facebookLogin: Boolean(config.facebookAppId),
    }),
  );
  app.use(writeRateLimit(redis));
  app.use(express.urlencoded({ extended: false, limit: '100kb' }), express.json({ limit: '1mb' }));
  const sessionStore = createSessionStore(db, redis);
  app.locals.sessionStore = sessionStore; // tests sign users in through it (src/server/test/loginAs.ts)
  app.use(sessionMiddleware(sessionStore, config.sessionSecret));

  const origin = (req: Request) => config.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  app.use(async (req, res, next) => {
    const userId = req.session.userId;
    res.locals.viewer = userId ? await loadViewer(db, userId, origin(req), req.session.epoch) : null;
    next();
  });
  app.use(languageCookie(db));
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
    });
  // A new account gets its verification mail; a mail failure never fails the sign-up.
  const afterSignup = async (req: Request, userId: number): Promise<void> => {
    try {
      await sendVerificationEmail(recovery, userId, recovery.linkOrigin);
    } catch (err) {
      req.log?.error({ err }, 'verification email after sign-up could not be sent');
    }
  };
  const accounts = createAccountsRouters({
    db,
    redis,
    sessionSecret: config.sessionSecret,
    getContext,
    loginLimits: deps.loginLimits,
    renderPage: (req, res) => pages(req, res),
    afterSignup,
  });
  app.use(accounts.sessionsApi); // before the CSRF check: it creates the session (see its comment)
  app.use(csrfProtection);
  const mailer = createMailer(config, db);
  const recovery = {
    db,
    mailer,
    productName: config.productName,
    linkOrigin: config.publicUrl ?? `http://localhost:${config.port}`,
    onMailError: (err: unknown) => log.error({ err }, 'password-reset email could not be sent'),
  };
  app.use(config.devOutbox ? createOutboxRouter(db) : hideOutbox);

  const api: Router[] = [
    createStoriesRouter(getContext),
    createPartsRouter(getContext),
    createStorytextRouter(getContext),
    createCategoriesRouter(getContext),
    createHomeRouter(getContext),
    createRecoveryRouter(getContext, recovery, redis),
    createVerificationRouter(getContext, recovery, redis),
    createReverificationRouter(getContext),
    createFlagsRouter(getContext, db, flags),
    accounts.forms,
    createContentSettingsRouter(getContext),
    createOnboardingRouter(getContext, (req, res) => pages(req, res)),
    createSocialRouter({
      db,
      googleClientId: config.googleClientId,
      facebook: { appId: config.facebookAppId, appSecret: config.facebookAppSecret },
      renderPage: (req, res) => pages(req, res),
      afterSignup,
    }),
    createSearchRouter(getContext),
    createSearchPagesRouter(),
    createReaderRouter(getContext),
    createReaderFormsRouter(getContext),
    createListsRouter(getContext),
    createListsFormsRouter(getContext),
    // Before the users router: `GET /api/v3/users/validate` is not a username.
    ...createSettingsRouters({ getContext, recovery, redis, renderPage: (req, res) => pages(req, res) }),
    createUsersRouter(getContext),
    createPrivacyRouter(getContext),
    createCloseAccountRouter(getContext, (req, res) => pages(req, res)),
    createOwnDataRouter(getContext, config.productName),
    createLanguageRouter(getContext),
  ];
  app.use(api);
  app.use(API_PREFIXES, apiNotFound, apiErrorHandler);

  const renderOptions = {
    manifest,
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
    const given = (err as { status?: unknown }).status;
    const status = typeof given === 'number' && given >= 400 && given < 500 ? given : 503;
    req.log?.error({ err }, 'request failed');
    res
      .status(status)
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(errorPage(config.productName, status));
  };
  app.use(onError);
  return app;
}
