/** `POST /v4/sessions`: the legacy API's log-in for tools (API-COMPAT.md), an API session. */
import { Router, type RequestHandler } from 'express';
import { ApiError, ErrorCode } from '../../../shared/common/errors';
import { accountsMessages as m } from '../../../shared/accounts/messages';
import { accountMessages } from '../../../shared/privacy/accountMessages';
import type { AccountsDeps } from './accountsRouter';
import { CLOSED_ACCOUNT, logIn } from './accountsService';
import { loginCredentials, rememberDevice } from './limits';
import { sessionCookieValue, startSession } from './session';
import { sessionsApiAnswer } from './sessionsApiAnswer';
import { isCrossSite } from '../../security/apiSession';

/** The API log-in, behind the same log-in limiters as the form (`limited`: they count together). */
export function createSessionsApiRouter(deps: AccountsDeps, limited: RequestHandler[]): Router {
  const sessionsApi = Router();
  /**
   * `POST /v4/sessions?type=&username=&password=` (API-COMPAT.md): API tools log in and get the
   * session cookie's value as `token`. It is exempt from the CSRF token check (it is mounted
   * before it) because it *creates* the session: a tool has no session, hence no token, to send.
   * What CSRF would protect against here is "login CSRF" (a hostile page signing a victim into
   * the attacker's account), so requests a browser marks as coming from another site are refused.
   */
  sessionsApi.post('/v4/sessions', crossSiteRefused, ...limited, async (req, res) => {
    const { identifier: username, password } = loginCredentials(req);
    if (!username || !password) {
      const missing = username ? 'password' : 'username';
      throw new ApiError(
        400,
        ErrorCode.ParameterMissing,
        `Parameter missing: ${missing}`,
        'MissingParameter',
      );
    }
    const user = await logIn(deps.db, username, password);
    if (user === CLOSED_ACCOUNT) {
      throw new ApiError(403, ErrorCode.AccessDenied, accountMessages.loginClosed, 'AccountClosed');
    }
    if (!user) throw new ApiError(401, ErrorCode.AccessDenied, m.loginFailed, 'InvalidCredentials');
    await startSession(req, user);
    rememberDevice(req, res, user.id, deps.sessionSecret);
    // An API session (no CSRF token, same-site only), answered with the `fields=` asked for.
    const token = sessionCookieValue(req.sessionID, deps.sessionSecret);
    const origin = deps.getContext(req).origin;
    res.set('Cache-Control', 'no-store').json(await sessionsApiAnswer(req, deps.db, origin, user, token));
  });
  return sessionsApi;
}

/** Refuses a request the browser says came from another site (the API sessions' rule, apiSession.ts). */
const crossSiteRefused: RequestHandler = (req, _res, next) =>
  next(
    isCrossSite(req)
      ? new ApiError(403, ErrorCode.AccessDenied, 'This request was refused.', 'CsrfError')
      : undefined,
  );
