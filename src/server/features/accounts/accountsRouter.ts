/**
 * Sign-up, log-in and log-out as real form posts (they work without JavaScript; the pages are the
 * SSR pages `signup`, `login`, `logout` of the route table), the password-strength API, and
 * `POST /v4/sessions` for API tools (`sessionsApiRouter.ts`). A refused form is rendered again
 * by the page renderer with the errors in the state (`accounts.form`), so it looks exactly like
 * the page it came from.
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { AuthFormState } from '../../../reducers/accounts/accountsSlice';
import { ApiError } from '../../../shared/common/errors';
import { accountsMessages as m } from '../../../shared/accounts/messages';
import { nextUrlParam, safeNextUrl } from '../../../shared/common/safeNextUrl';
import { signupMessage } from '../../../shared/accounts/validation';
import type { ContextFactory } from '../../lib/http';
import { formAction, type FormOutcome } from '../../ssr/formAction';
import { csrfToken } from '../../security/security';
import { afterSignupPath } from '../../../shared/onboarding/nextUrl';
import { accountMessages } from '../../../shared/privacy/accountMessages';
import { CLOSED_ACCOUNT, logIn, signUp } from './accountsService';
import { performIntent } from './intent';
import type { IntentPerformers } from '../serverFeature';
import { signupEcho, signupInput } from './forms';
import {
  DEFAULT_LOGIN_LIMITS,
  loginCredentials,
  loginLimiters,
  passwordStrengthLimiter,
  rememberDevice,
  type LoginLimits,
} from './limits';
import { checkPasswordStrength, PASSWORD_POLICIES } from './passwordStrength';
import { endSession, startSession } from './session';
import { createSessionsApiRouter } from './sessionsApiRouter';
import { lockedOut, setUnderageLock } from './underageLock';

export interface AccountsDeps {
  db: Knex;
  redis: Redis | null;
  sessionSecret: string;
  getContext: ContextFactory;
  /** The SSR page handler (a refused form renders the current URL's page: `formAction.ts`). */
  renderPage: RequestHandler;
  loginLimits?: LoginLimits;
  /** After a successful sign-up: mails the verification link (must not throw). */
  afterSignup?: (req: Request, userId: number) => Promise<void>;
  /** What a visitor's intent (Follow, Vote) is done by after log-in or sign-up: `intent.ts`. */
  intents?: IntentPerformers;
}

/** The safe place to go next: `nextUrl` (or `nexturl`) from the query, else from the form. */
const nextOf = (req: Request): string =>
  safeNextUrl(nextUrlParam(req.query) ?? nextUrlParam((req.body ?? {}) as Record<string, unknown>));

const wantsJson = (req: Request): boolean =>
  Boolean(req.is('application/json')) || req.accepts(['html', 'json']) === 'json';

/** A refused form: JSON clients get the errors as JSON; a page post gets its page again with them. */
function refused(req: Request, res: Response, form: AuthFormState): FormOutcome | undefined {
  if (!wantsJson(req)) return { failed: form };
  res
    .status(form.status)
    .json({ code: form.status, msg: form.message, message: form.message, fieldErrors: form.fieldErrors });
  return undefined;
}

/** Done: JSON clients are told where to go, a page post goes there. */
function done(req: Request, res: Response, next: string): FormOutcome | undefined {
  if (!wantsJson(req)) return { redirect: next };
  res.json({ redirectUrl: next });
  return undefined;
}

const checkBody = z.object({
  password: z.string().max(1000),
  requester: z
    .object({ username: z.string().max(100), firstName: z.string().max(100), lastName: z.string().max(100) })
    .partial()
    .optional(),
});

/** Both routers share one pair of log-in limiters (the form and the API count together). */
export function createAccountsRouters(deps: AccountsDeps): { forms: Router; sessionsApi: Router } {
  const limits = deps.loginLimits ?? DEFAULT_LOGIN_LIMITS;
  const limiterDeps = { db: deps.db, redis: deps.redis, secret: deps.sessionSecret };
  const limited = loginLimiters(limiterDeps, limits, (req, res, next) => {
    if (req.path.startsWith('/v4/')) {
      res.status(429).json(new ApiError(429, 429, m.tooManyAttempts, 'RateLimited').toBody());
      return;
    }
    const { identifier } = loginCredentials(req);
    const answer = formAction(
      () =>
        refused(req, res, {
          page: 'login',
          values: { username: identifier },
          fieldErrors: {},
          message: m.tooManyAttempts,
          status: 429,
        }),
      deps.renderPage,
    );
    Promise.resolve(answer(req, res, next)).catch(next);
  });

  const forms = Router();
  // The CSRF token for forms opened on a page served without one (the sign-up prompt on a
  // visitor's page): a visitor's is stateless, nothing is stored (security.ts).
  forms.get('/v5/csrf-token', (req, res) => {
    res.set('Cache-Control', 'no-store').json({ csrfToken: csrfToken(req) });
  });
  forms.get('/v5/password-strength/policies', (_req, res) => {
    res.json(PASSWORD_POLICIES);
  });
  forms.post('/v5/password-strength/check', passwordStrengthLimiter(deps.redis), async (req, res) => {
    const result = await checkPasswordStrength(checkBody.parse(req.body ?? {}));
    res.set('Cache-Control', 'no-store').json(result);
  });

  // Signed-in people have nothing to do on these pages: on to where they were going.
  forms.get(['/signup', '/login'], (req, res, next) => {
    if (deps.getContext(req).viewer) return res.redirect(303, nextOf(req));
    next();
  });

  forms.post(
    '/signup',
    formAction(async (req, res) => {
      const input = signupInput(req.body);
      // Refused as under 13 in the last 24 hours: refused again, whatever birthday comes now.
      const outcome = lockedOut(req)
        ? { ok: false as const, code: 1027 as const, fieldErrors: {} }
        : await signUp(deps.db, input);
      if (!outcome.ok) {
        if (outcome.code === 1027) setUnderageLock(res);
        const message = signupMessage(outcome.code);
        const values = signupEcho(input);
        return refused(req, res, {
          page: 'signup',
          values,
          fieldErrors: outcome.fieldErrors,
          message,
          status: 400,
        });
      }
      await startSession(req, { id: outcome.userId });
      await deps.afterSignup?.(req, outcome.userId);
      // What the visitor asked for before signing up (Follow, Vote) is done now (issue 24 #1).
      await performIntent(deps, req, res, outcome.userId);
      // A new account sees onboarding first, then goes on to where it was (issue 24 #4).
      return done(req, res, afterSignupPath(nextOf(req)));
    }, deps.renderPage),
  );

  forms.post(
    '/login',
    ...limited,
    formAction(async (req, res) => {
      const { identifier, password } = loginCredentials(req);
      const fail = (message: string, status: number) =>
        refused(req, res, {
          page: 'login',
          values: { username: identifier },
          fieldErrors: {},
          message,
          status,
        });
      if (!identifier || !password) return fail(m.loginRequired, 400);
      const user = await logIn(deps.db, identifier, password);
      if (user === CLOSED_ACCOUNT) return fail(accountMessages.loginClosed, 403);
      if (!user) return fail(m.loginFailed, 401);
      await startSession(req, user);
      rememberDevice(req, res, user.id, deps.sessionSecret);
      await performIntent(deps, req, res, Number(user.id));
      return done(req, res, nextOf(req));
    }, deps.renderPage),
  );

  forms.post(
    '/logout',
    formAction(async (req, res) => {
      await endSession(req, res);
      return { redirect: '/home' };
    }),
  );

  const sessionsApi = createSessionsApiRouter(deps, limited);
  return { forms, sessionsApi };
}
