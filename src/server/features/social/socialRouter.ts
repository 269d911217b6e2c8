/**
 * `GET /oauth-auth?nextUrl=&data=`: the hand-off after Google one-tap / Sign in with Google or a
 * Facebook log-in. The token is verified server-side (one adapter per provider); a known identity
 * logs in on a regenerated session, a new person goes to the completion form
 * (`/oauth-auth/complete`, a real form post) with the pending identity held in the session.
 * Failures go back to /login with a clear `msg` (never a 500). A visitor's Follow / Vote from the
 * sign-up prompt (`intent`, in `data` or the query) is done right after the log-in, or kept in the
 * pending sign-up for the completion form (a hidden field) and done once the account exists.
 */
import { timingSafeEqual } from 'node:crypto';
import { Router, type Request, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { parseHandOffData } from '../../../shared/social/schema';
import { OAUTH_STATE_COOKIE } from '../../../shared/common/constants';
import { cookieValue } from '../../lib/cookies';
import { socialMessages as sm, withProvider, type SocialProvider } from '../../../shared/social/messages';
import { nextUrlParam, safeNextUrl } from '../../../shared/common/safeNextUrl';
import { afterSignupPath } from '../../../shared/onboarding/nextUrl';
import { signupMessage } from '../../../shared/accounts/validation';
import { intentOf, lockedOut, performIntent, setUnderageLock, startSession } from '../accounts';
import { parseIntent } from '../../../shared/accounts/intentSchema';
import { followIntent, voteIntent, type Intent } from '../../../shared/accounts/intent';
import type { ContextFactory } from '../../lib/http';
import type { IntentPerformers } from '../serverFeature';
import { formAction } from '../../ssr/formAction';
import { completionFormOf, completionInput } from './completionForm';
import { verifyFacebookToken, type FacebookApp } from './facebookAdapter';
import { verifyGoogleIdToken } from './googleAdapter';
import { SocialAuthError, type SocialProfile } from './providers';
import { completeSignup, handOff, type PendingSocial } from './socialService';

declare module 'express-session' {
  interface SessionData {
    /** A social identity between the hand-off and the completion form. */
    socialPending?: PendingSocial;
  }
}

export interface SocialDeps {
  db: Knex;
  googleClientId: string | null;
  facebook: FacebookApp;
  renderPage: RequestHandler;
  /** Mails the verification link to a new account whose email is not verified (never throws). */
  afterSignup: (req: Request, userId: number) => Promise<void>;
  /** What performs a visitor's intent (Follow, Vote) after the sign-in: `accounts/intent.ts`. */
  getContext: ContextFactory;
  intents?: IntentPerformers;
}

const COMPLETE_PATH = '/oauth-auth/complete';

const loginWithMessage = (next: string, msg: string): string =>
  `/login?nextUrl=${encodeURIComponent(next)}&msg=${encodeURIComponent(msg)}`;

function failureMessage(err: SocialAuthError, provider: SocialProvider): string {
  switch (err.failure) {
    case 'not_configured':
      return provider === 'google' ? sm.googleUnavailable : sm.facebookUnavailable;
    case 'expired':
      return withProvider(sm.socialExpired, provider);
    case 'unavailable':
      return withProvider(sm.socialDown, provider);
    default:
      return withProvider(sm.socialInvalid, provider);
  }
}

/** The hand-off's `state` equals the `sl_oauth_state` cookie the starting page set (login CSRF). */
function sameState(req: Request, state: string | undefined): boolean {
  const expected = cookieValue(req.headers.cookie, OAUTH_STATE_COOKIE);
  if (!expected || !state) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(state);
  return a.length === b.length && timingSafeEqual(a, b);
}

const intentText = (i: Intent): string =>
  i.kind === 'follow' ? followIntent(i.username) : voteIntent(i.partId);

const save = (req: Request): Promise<void> =>
  new Promise((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));

export function createSocialRouter(deps: SocialDeps): Router {
  const r = Router();

  const configured = (type: SocialProvider): boolean =>
    type === 'google'
      ? Boolean(deps.googleClientId)
      : Boolean(deps.facebook.appId && deps.facebook.appSecret);
  const verify = (type: SocialProvider, token: string): Promise<SocialProfile> =>
    type === 'google'
      ? verifyGoogleIdToken(token, deps.googleClientId)
      : verifyFacebookToken(token, deps.facebook);

  r.get(['/oauth-auth', '/oauth-auth/'], async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const data = parseHandOffData(req.query.data);
    const redirect = typeof data?.redirect === 'string' ? data.redirect : undefined;
    const next = safeNextUrl(nextUrlParam(req.query) ?? redirect);
    if (!data) return res.redirect(303, loginWithMessage(next, withProvider(sm.socialInvalid, 'google')));
    // An unconfigured provider is refused below with its own message; a configured one only
    // for the browser that started the sign-in.
    const stateOk = sameState(req, data.state);
    res.clearCookie(OAUTH_STATE_COOKIE, { path: '/oauth-auth' });
    if (configured(data.type) && !stateOk)
      return res.redirect(303, loginWithMessage(next, withProvider(sm.socialInvalid, data.type)));
    if (!data.token) {
      const msg = data.type === 'google' ? sm.googleNeedsToken : withProvider(sm.socialInvalid, 'facebook');
      return res.redirect(303, loginWithMessage(next, msg));
    }
    let profile: SocialProfile;
    try {
      profile = await verify(data.type, data.token);
    } catch (err) {
      if (!(err instanceof SocialAuthError)) throw err;
      req.log?.warn(
        { provider: data.type, failure: err.failure, detail: err.message },
        'social sign-in refused',
      );
      return res.redirect(303, loginWithMessage(next, failureMessage(err, data.type)));
    }
    // Only reached with a verified token and this browser's own state (a configured provider),
    // so the intent is the visitor's own, as a CSRF-checked form post's is.
    const intent = parseIntent(data.intent ?? req.query.intent);
    const outcome = await handOff(deps.db, profile);
    if (outcome.kind === 'emailTaken') return res.redirect(303, loginWithMessage(next, signupMessage(1171)));
    if (outcome.kind === 'login') {
      await startSession(req, outcome.user);
      await performIntent(deps, req, res, Number(outcome.user.id), intent);
      return res.redirect(303, next);
    }
    req.session.socialPending = {
      ...outcome.pending,
      nextUrl: next,
      ...(intent ? { intent: intentText(intent) } : {}),
    };
    await save(req);
    res.redirect(303, COMPLETE_PATH);
  });

  // The page's form comes from its preload (`ServiceContext.socialPending`); `?json=1` is the
  // browser's Api call for it (`{ completion: null }` when nothing is pending).
  r.get([COMPLETE_PATH, `${COMPLETE_PATH}/`], (req, res, next) => {
    const pending = req.session.socialPending;
    if (req.query.json === '1') {
      res.set('Cache-Control', 'no-store');
      return res.json({ completion: pending ? completionFormOf(pending) : null });
    }
    if (!pending) return res.redirect(303, '/signup');
    res.set('Cache-Control', 'no-store');
    next();
  });

  r.post(
    [COMPLETE_PATH, `${COMPLETE_PATH}/`],
    formAction(async (req, res) => {
      const pending = req.session.socialPending;
      if (!pending) return { redirect: '/signup' };
      const input = completionInput(req.body);
      const b = { ...input, ...input.birthday };
      const outcome = lockedOut(req) ? null : await completeSignup(deps.db, pending, input);
      if (!outcome || !outcome.ok) {
        const code = outcome ? outcome.result.code : 1027;
        if (code === 1027) setUnderageLock(res);
        res.set('Cache-Control', 'no-store');
        const values = { email: b.email, day: b.day, month: b.month, year: b.year, pronouns: b.pronouns };
        return {
          failed: {
            page: 'socialSignup',
            values,
            fieldErrors: outcome?.result.fieldErrors ?? {},
            message: signupMessage(code),
            status: 400,
          },
        };
      }
      const next = pending.nextUrl;
      await startSession(req, { id: outcome.userId });
      await deps.afterSignup(req, outcome.userId);
      // The Follow / Vote the visitor pressed before the social sign-in (the form's hidden field).
      await performIntent(deps, req, res, outcome.userId, intentOf(req) ?? parseIntent(pending.intent));
      // A new account sees onboarding first, then goes on (issue 24 #4), as email sign-up does.
      return { redirect: afterSignupPath(next) };
    }, deps.renderPage),
  );

  return r;
}
