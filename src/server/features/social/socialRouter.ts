/**
 * `GET /oauth-auth?nextUrl=&data=`: the hand-off after Google one-tap / Sign in with Google or a
 * Facebook log-in. The token is verified server-side (one adapter per provider); a known identity
 * logs in on a regenerated session, a new person goes to the completion form
 * (`/oauth-auth/complete`, a real form post) with the pending identity held in the session.
 * Failures go back to /login with a clear `msg` (never a 500).
 */
import { timingSafeEqual } from 'node:crypto';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Knex } from 'knex';
import { socialInitialState, type SocialCompletion } from '../../../reducers/social/socialSlice';
import { parseHandOffData } from '../../../shared/social/schema';
import { OAUTH_STATE_COOKIE } from '../../../shared/common/constants';
import { cookieValue } from '../../lib/cookies';
import { socialMessages as sm, withProvider, type SocialProvider } from '../../../shared/social/messages';
import { nextUrlParam, safeNextUrl } from '../../../shared/common/safeNextUrl';
import { signupMessage } from '../../../shared/accounts/validation';
import { availableFields } from '../../../shared/social/validation';
import { lockedOut, setUnderageLock, startSession } from '../accounts';
import { completionInput } from './completionForm';
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
    const outcome = await handOff(deps.db, profile);
    if (outcome.kind === 'emailTaken') return res.redirect(303, loginWithMessage(next, signupMessage(1171)));
    if (outcome.kind === 'login') {
      await startSession(req, outcome.user);
      return res.redirect(303, next);
    }
    req.session.socialPending = { ...outcome.pending, nextUrl: next };
    await save(req);
    res.redirect(303, COMPLETE_PATH);
  });

  const renderCompletion = async (
    req: Request,
    res: Response,
    pending: PendingSocial,
    extra: Pick<SocialCompletion, 'values' | 'fieldErrors' | 'message'>,
    status = 200,
  ) => {
    const completion: SocialCompletion = {
      provider: pending.provider,
      name: pending.name,
      needEmail: !pending.email,
      needBirthday: !pending.birthdate,
      available: availableFields(pending),
      ...extra,
    };
    res.status(status).set('Cache-Control', 'no-store');
    res.locals.pageState = { social: { ...socialInitialState, completion } };
    await new Promise<void>((resolve, reject) => {
      Promise.resolve(deps.renderPage(req, res, (err?: unknown) => (err ? reject(err) : resolve()))).then(
        () => resolve(),
        reject,
      );
    });
  };

  r.get([COMPLETE_PATH, `${COMPLETE_PATH}/`], async (req, res) => {
    const pending = req.session.socialPending;
    if (!pending) return res.redirect(303, '/signup');
    await renderCompletion(req, res, pending, { values: {}, fieldErrors: {}, message: null });
  });

  r.post([COMPLETE_PATH, `${COMPLETE_PATH}/`], async (req, res) => {
    const pending = req.session.socialPending;
    if (!pending) return res.redirect(303, '/signup');
    const input = completionInput(req.body);
    const b = { ...input, ...input.birthday };
    const outcome = lockedOut(req) ? null : await completeSignup(deps.db, pending, input);
    if (!outcome || !outcome.ok) {
      const code = outcome ? outcome.result.code : 1027;
      if (code === 1027) setUnderageLock(res);
      const values = { email: b.email, day: b.day, month: b.month, year: b.year, pronouns: b.pronouns };
      return renderCompletion(
        req,
        res,
        pending,
        { values, fieldErrors: outcome?.result.fieldErrors ?? {}, message: signupMessage(code) },
        400,
      );
    }
    const next = pending.nextUrl;
    await startSession(req, { id: outcome.userId });
    await deps.afterSignup(req, outcome.userId);
    res.redirect(303, next);
  });

  return r;
}
