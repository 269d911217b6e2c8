import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { csrfSync } from 'csrf-sync';
import { cookieValue } from '../lib/cookies';
import { isSafeMethod } from '../lib/http';
import { rateLimit } from 'express-rate-limit';
import helmet from 'helmet';
import { ApiError, ErrorCode } from '../../shared/common/errors';
import { VIDEO_HOSTS } from '../../shared/editor/media';
import type { Redis } from 'ioredis';
import { apiSessionRule } from './apiSession';
import { RedisRateLimitStore, storeOutageLogger } from './redisRateLimitStore';

/** A fresh CSP nonce per response (`res.locals.nonce`), used by the SSR scripts. */
export const nonce: RequestHandler = (_req, res, next) => {
  res.locals.nonce = randomBytes(16).toString('base64');
  next();
};

/** Google Identity Services (one-tap). */
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';
/** The Facebook JavaScript SDK and its log-in dialog. */
const FACEBOOK = {
  script: 'https://connect.facebook.net/en_US/sdk.js',
  frames: ['https://www.facebook.com', 'https://web.facebook.com', 'https://connect.facebook.net'],
};

const VIDEO_FRAME_SOURCES = VIDEO_HOSTS.map((host) => `https://${host}`);

export function securityHeaders(
  apiBase: string,
  opts: { googleSignIn?: boolean; facebookLogin?: boolean } = {},
): RequestHandler {
  // Google one-tap's script, iframe and calls: allowed only when GOOGLE_CLIENT_ID is set;
  // the Facebook SDK's only when FACEBOOK_APP_ID is.
  const gsi = opts.googleSignIn ? [GOOGLE_GSI] : [];
  const fb = opts.facebookLogin ? FACEBOOK : null;
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${(res as unknown as { locals: { nonce: string } }).locals.nonce}'`,
          ...(opts.googleSignIn ? [`${GOOGLE_GSI}client`] : []),
          ...(fb ? [fb.script] : []),
        ],
        // Video embeds a writer puts in a part (the editor's sanitiser keeps only these hosts).
        frameSrc: ["'self'", ...VIDEO_FRAME_SOURCES, ...gsi, ...(fb ? fb.frames : [])],
        connectSrc: ["'self'", ...(apiBase ? [apiBase] : []), ...gsi, ...(fb ? fb.frames : [])],
        // Images in a part's text are the writer's, hosted anywhere (the sanitiser keeps https and
        // http sources only); scripts stay nonce-bound, so an image cannot run anything.
        imgSrc: ["'self'", 'data:', 'https:', 'http:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * CSRF tokens, two kinds (docs/architecture.md, "Security"):
 *
 * - signed in (the session has a `userId`): a synchroniser token kept in the session (csrf-sync);
 * - visitor: a stateless signed double-submit token, so a visitor's page never stores a session
 *   (issue 25 #6). A random id goes into the httpOnly cookie `csrf` (`__Host-csrf` over TLS, which
 *   no sibling subdomain can set) and the token is HMAC-SHA256(session secret, label + id): a page
 *   of another site can neither read the cookie nor compute the token for it.
 *
 * Forms send the token as `_csrf`, scripts as `x-csrf-token`.
 */
const csrf = csrfSync({
  getTokenFromRequest: (req) => submittedToken(req),
});

function submittedToken(req: Request): string | undefined {
  const header = req.headers['x-csrf-token'];
  if (typeof header === 'string') return header;
  const body = req.body as Record<string, unknown> | undefined;
  return typeof body?._csrf === 'string' ? body._csrf : undefined;
}

/** Signed in for CSRF purposes: the session carries a user (the token then lives in the session). */
const signedIn = (req: Request): boolean => Boolean(req.session?.userId);

/** The session secret of this request's app (bound by `sessionMiddleware`, see session.ts). */
const secrets = new WeakMap<Request, string>();
export const bindCsrfSecret = (req: Request, secret: string): void => {
  secrets.set(req, secret);
};

const VISITOR_ID = /^[A-Za-z0-9_-]{43}$/;
const visitorCookieName = (req: Request): string => (req.secure ? '__Host-csrf' : 'csrf');

/** The visitor's CSRF id from its cookie (null when absent or malformed). */
function visitorId(req: Request): string | null {
  const id = cookieValue(req.headers.cookie, visitorCookieName(req));
  return id && VISITOR_ID.test(id) ? id : null;
}

/**
 * The token for a visitor id. The label keeps it apart from every other HMAC made with the same
 * secret (a session cookie's signature is HMAC(secret, session id): without it a visitor could
 * have us sign an id of their choosing as a session cookie).
 */
function visitorToken(req: Request, id: string): string {
  const secret = secrets.get(req);
  if (!secret) throw new Error('CSRF secret not bound: sessionMiddleware must run first');
  return `v1.${createHmac('sha256', secret).update(`storyloom visitor csrf v1\0${id}`).digest('base64url')}`;
}

function visitorTokenValid(req: Request): boolean {
  const id = visitorId(req);
  const given = submittedToken(req);
  if (!id || !given) return false;
  const want = Buffer.from(visitorToken(req, id));
  const got = Buffer.from(given);
  return got.length === want.length && timingSafeEqual(got, want);
}

/** A visitor already holds a CSRF cookie (so its pages can carry the token at no cost). */
export const hasVisitorCsrfCookie = (req: Request): boolean => visitorId(req) !== null;

/**
 * Rate limits on writes (logins and other sensitive endpoints add their own, stricter ones).
 * With Redis the counters are shared by every process; if Redis is down the limiter lets requests
 * through rather than failing them (`passOnStoreError`).
 */
export function writeRateLimit(redis: Redis | null): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: 120,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    passOnStoreError: true,
    logger: storeOutageLogger,
    skip: (req) => isSafeMethod(req.method),
    message: {
      result: 'ERROR',
      error_type: 'RateLimited',
      error_code: 429,
      code: 429,
      message: 'Too many requests. Please try again later.',
    },
    ...(redis ? { store: new RedisRateLimitStore(redis, 'rl:write:') } : {}),
  });
}

/** The legacy-shaped error a refused state change gets (403, code 1154). */
export const csrfRefused = (): ApiError =>
  new ApiError(
    403,
    ErrorCode.AccessDenied,
    'This request was refused: reload the page and try again.',
    'CsrfError',
  );

/**
 * CSRF check for every POST/PUT/PATCH/DELETE; a refusal becomes `csrfRefused()`. Signed-in
 * sessions need their session's token, visitors the signed token of their `csrf` cookie.
 */
export const csrfProtection: RequestHandler = (req, res, next) => {
  if (isSafeMethod(req.method)) return next();
  // API sessions (`POST /v4/sessions`) have their own rule: no token, same-site only (apiSession.ts).
  const api = apiSessionRule(req);
  if (api !== 'csrf') return next(api === 'pass' ? undefined : csrfRefused());
  if (!signedIn(req)) return next(visitorTokenValid(req) ? undefined : csrfRefused());
  csrf.csrfSynchronisedProtection(req, res, (err?: unknown) =>
    next(err === csrf.invalidCsrfTokenError ? csrfRefused() : err),
  );
};

/**
 * The CSRF token to put in this response's forms and state: the session's (created on first use)
 * when signed in; for a visitor the signed token of its `csrf` cookie, setting the cookie when it
 * has none (a browser-session cookie; nothing is stored on the server).
 */
export function csrfToken(req: Request): string {
  if (signedIn(req)) return csrf.generateToken(req);
  const res = req.res;
  let id = visitorId(req) ?? (res?.locals.csrfVisitorId as string | undefined) ?? null;
  if (!id) {
    id = randomBytes(32).toString('base64url');
    if (res) {
      res.locals.csrfVisitorId = id;
      res.cookie(visitorCookieName(req), id, {
        httpOnly: true,
        sameSite: 'lax',
        secure: req.secure,
        path: '/',
      });
    }
  }
  return visitorToken(req, id);
}
