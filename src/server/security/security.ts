import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { csrfSync } from 'csrf-sync';
import { rateLimit } from 'express-rate-limit';
import helmet from 'helmet';
import { ApiError, ErrorCode } from '../../shared/common/errors';
import type { Redis } from 'ioredis';
import { RedisRateLimitStore } from './redisRateLimitStore';

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
        frameSrc: ["'self'", ...gsi, ...(fb ? fb.frames : [])],
        connectSrc: ["'self'", ...(apiBase ? [apiBase] : []), ...gsi, ...(fb ? fb.frames : [])],
        imgSrc: ["'self'", 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * Synchroniser-token CSRF protection on every state change (form posts send `_csrf`, scripts send
 * `x-csrf-token`). GET/HEAD/OPTIONS pass.
 */
const csrf = csrfSync({
  getTokenFromRequest: (req) => {
    const header = req.headers['x-csrf-token'];
    if (typeof header === 'string') return header;
    const body = req.body as Record<string, unknown> | undefined;
    return typeof body?._csrf === 'string' ? body._csrf : undefined;
  },
});

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
    skip: (req) => req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS',
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

/** CSRF check for every POST/PUT/PATCH/DELETE; a refusal becomes `csrfRefused()`. */
export const csrfProtection: RequestHandler = (req, res, next) => {
  csrf.csrfSynchronisedProtection(req, res, (err?: unknown) =>
    next(err === csrf.invalidCsrfTokenError ? csrfRefused() : err),
  );
};

/** The session's CSRF token (created on first use): forms send it as `_csrf`, scripts as `x-csrf-token`. */
export const csrfToken = (req: Request): string => csrf.generateToken(req);
