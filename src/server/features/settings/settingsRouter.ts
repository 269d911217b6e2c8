/**
 * The account-settings API (accounts-safety-messaging.md §7): email validation, the three change
 * calls and notification settings. Errors are the legacy JSON body (`code`, `error_code`,
 * `message`, and `fieldErrors` naming the field the message belongs under).
 */
import { Router, type Request, type RequestHandler } from 'express';
import { ApiError, ErrorCode } from '../../../shared/common/errors';
import {
  birthdateBody,
  changeEmailBody,
  changePasswordBody,
  changeUsernameBody,
  notificationsBody,
} from '../../../shared/settings/schema';
import { queryString } from '../../lib/http';
import { endSession } from '../accounts';
import { ipKey, recoveryLimit } from '../recovery';
import { withEmailChange } from './emailChanged';
import { birthdateRulesFor, mailVerification, passwordCheckLimit, type SettingsDeps } from './settingsDeps';
import {
  changeEmail,
  changePassword,
  changeUsername,
  emailProblem,
  getAccountSettings,
  saveBirthdate,
  saveNotifications,
} from './settingsService';

const paths = (p: string) => [p, `${p}/`];

/** Answers about one account are never stored by a cache. */
const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  next();
};

export function createSettingsRouter(deps: SettingsDeps): Router {
  const r = Router();
  const { getContext } = deps;
  const limited = passwordCheckLimit(deps);
  const birthdateRules = birthdateRulesFor(deps);

  /** `GET /api/v3/users/validate?email=`: 200 when usable, 400 with the message otherwise. */
  // Anyone may ask (the sign-up form too), so a lookup of many addresses is slowed per address.
  const validateLimit = recoveryLimit(deps.redis, {
    name: 'email-validate',
    windowMs: 60_000,
    limit: 30,
    key: (req) => ipKey(req.ip),
  });
  r.get(paths('/api/v3/users/validate'), noStore, validateLimit, async (req, res) => {
    const email = queryString(req.query.email)?.slice(0, 300) ?? '';
    const problem = await emailProblem(getContext(req), email);
    if (problem) {
      const code = email.trim() ? ErrorCode.InvalidValue : ErrorCode.ParameterMissing;
      throw new ApiError(400, code, problem, 'InvalidValue', { email: problem });
    }
    res.json({ result: 'OK', email: email.trim() });
  });

  r.post(paths('/apiv2/updateuseremail'), noStore, limited, async (req, res) => {
    const b = changeEmailBody.parse(req.body ?? {});
    const done = await withEmailChange(deps, req, () => changeEmail(getContext(req), b.id, b));
    await mailVerification(deps, done.userId, req.log);
    res.json({ result: 'OK', email: done.email });
  });

  r.post(paths('/apiv2/updateusername'), noStore, limited, async (req, res) => {
    const b = changeUsernameBody.parse(req.body ?? {});
    const done = await changeUsername(getContext(req), b.id, b);
    res.json({ result: 'OK', username: done.username });
  });

  // The reset form of this call (with `at`) is the recovery router's; it passes the rest on.
  r.post(paths('/apiv2/updateuserpassword'), noStore, limited, async (req, res) => {
    const b = changePasswordBody.parse(req.body ?? {});
    await changePassword(getContext(req), b.id, b);
    await endSession(req, res); // every session ended (epoch); this one too: log in again
    res.json({ result: 'OK' });
  });

  r.post(paths('/apiv2/updateuserbirthdate'), noStore, async (req, res) => {
    const ctx = getContext(req);
    const rules = ctx.viewer ? await birthdateRules(ctx.viewer.id) : false;
    const birthdate = await saveBirthdate(ctx, birthdateBody.parse(req.body ?? {}).birthdate.trim(), rules);
    res.json({ result: 'OK', birthdate });
  });

  const settingsOf = async (req: Request) => {
    const ctx = getContext(req);
    return getAccountSettings(ctx, ctx.viewer ? await birthdateRules(ctx.viewer.id) : false);
  };

  r.get(paths('/api/v3/users/:username/notification-settings'), noStore, async (req, res) => {
    const account = await settingsOf(req);
    if (account.username.toLowerCase() !== String(req.params.username).toLowerCase())
      throw new ApiError(403, ErrorCode.AccessDenied, 'You can only see your own settings.', 'AccessDenied');
    res.json(account.notificationSettings);
  });

  r.put(paths('/api/v3/users/:username/notification-settings'), noStore, async (req, res) => {
    const s = notificationsBody.parse(req.body ?? {});
    res.json(await saveNotifications(getContext(req), String(req.params.username), s));
  });

  return r;
}
