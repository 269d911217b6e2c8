/**
 * The settings pages without JavaScript: visitors are sent to log in, and every change is a plain
 * form post (`POST /settings` with `form=email|username|password|birthdate|verification`,
 * `POST /settings/notifications`). A refused post renders the page again with the message under
 * its field; success redirects (after a change: `/login?nexturl=/settings`, spec §2).
 */
import { Router, type Request } from 'express';
import { type ApiError, isApiError } from '../../../shared/common/errors';
import type { SettingsFlash } from '../../../shared/settings/api';
import { formAction, type FormOutcome } from '../../ssr/formAction';
import {
  birthdateBody,
  changeEmailBody,
  changePasswordBody,
  changeUsernameBody,
  notificationsBody,
} from '../../../shared/settings/schema';
import { settingsMessages as m } from '../../../shared/settings/messages';
import { AFTER_CHANGE_URL } from '../../../shared/settings/routes';
import { endSession } from '../accounts';
import {
  birthdateRulesFor,
  mailVerification,
  passwordCheckLimit,
  resendVerification,
  type SettingsDeps,
} from './settingsDeps';
import { withEmailChange } from './emailChanged';
import { createSettingsRouter } from './settingsRouter';
import {
  changeEmail,
  changePassword,
  changeUsername,
  ownAccount,
  saveBirthdate,
  saveNotifications,
} from './settingsService';

declare module 'express-session' {
  interface SessionData {
    /** What the previous settings post did, shown once by the next settings page. */
    settingsFlash?: SettingsFlash;
  }
}

/** The flash for the settings page's preload (`ServiceContext.takeSettingsFlash`): shown once. */
export function takeSettingsFlash(req: Request): SettingsFlash | null {
  const flash = req.session?.settingsFlash;
  if (!flash) return null;
  delete req.session.settingsFlash;
  return flash;
}

const FORMS = ['email', 'username', 'password', 'birthdate', 'verification'] as const;
type AccountForm = (typeof FORMS)[number];

const formOf = (v: unknown): AccountForm | null =>
  (FORMS as readonly unknown[]).includes(v) ? (v as AccountForm) : null;

/** What a refused form keeps (never a password). */
const echo = (body: Record<string, unknown>): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const k of ['email', 'confirm_email', 'username', 'birthdate'])
    if (typeof body[k] === 'string') out[k] = String(body[k]).slice(0, 300);
  return out;
};

export function createSettingsFormsRouter(deps: SettingsDeps): Router {
  const r = Router();
  const { getContext } = deps;
  const birthdateRules = birthdateRulesFor(deps);

  r.get(
    ['/settings', '/settings/', '/settings/notifications', '/settings/notifications/'],
    (req, res, next) => {
      if (!getContext(req).viewer) {
        return res.redirect(303, `/login?nextUrl=${encodeURIComponent(req.originalUrl)}`);
      }
      // Spec §2: the notifications section is its own page.
      const onAccountPage = !req.path.startsWith('/settings/notifications');
      if (onAccountPage && (req.query as Record<string, unknown>).section === 'notifications') {
        return res.redirect(303, '/settings/notifications');
      }
      next();
    },
  );

  const refusedForm = (name: AccountForm, body: Record<string, unknown>, err: ApiError): FormOutcome => ({
    failed: {
      page: 'settings',
      form: name,
      values: echo(body),
      fieldErrors: err.fieldErrors ?? {},
      message: err.fieldErrors ? null : err.message,
      status: err.status,
    },
  });

  r.post(
    ['/settings', '/settings/'],
    passwordCheckLimit(deps),
    formAction(async (req, res) => {
      const ctx = getContext(req);
      if (!ctx.viewer) return { redirect: '/login?nextUrl=/settings' };
      const body = (req.body ?? {}) as Record<string, unknown>;
      const name = formOf(body.form);
      if (!name) return { redirect: '/settings?section=account' };
      try {
        if (name === 'verification') {
          await ownAccount(ctx, typeof body.id === 'string' && body.id ? Number(body.id) : null);
          const flash = await resendVerification(deps, ctx.viewer.id, req.log);
          if (flash) req.session.settingsFlash = flash;
          return { redirect: '/settings?section=account' };
        }
        if (name === 'email') {
          const b = changeEmailBody.parse(body);
          const done = await withEmailChange(deps, req, () => changeEmail(ctx, b.id, b));
          await mailVerification(deps, done.userId, req.log);
          req.session.settingsFlash = { kind: 'emailSent', email: done.email };
        } else if (name === 'username') {
          const b = changeUsernameBody.parse(body);
          await changeUsername(ctx, b.id, b);
        } else if (name === 'password') {
          const b = changePasswordBody.parse(body);
          await changePassword(ctx, b.id, b);
          await endSession(req, res);
          return { redirect: `${AFTER_CHANGE_URL}&notice=${encodeURIComponent(m.passwordChanged)}` };
        } else {
          const birthdate = birthdateBody.parse(body).birthdate.trim();
          await saveBirthdate(ctx, birthdate, await birthdateRules(ctx.viewer.id));
          req.session.settingsFlash = { kind: 'birthdateSaved' };
          return { redirect: '/settings?section=account' };
        }
        return { redirect: AFTER_CHANGE_URL };
      } catch (err) {
        if (!isApiError(err) || err.status >= 500) throw err;
        if (err.status === 401) return { redirect: '/login?nextUrl=/settings' };
        return refusedForm(name, body, err);
      }
    }, deps.renderPage),
  );

  r.post(
    ['/settings/notifications', '/settings/notifications/'],
    formAction(async (req) => {
      const ctx = getContext(req);
      if (!ctx.viewer) return { redirect: '/login?nextUrl=/settings/notifications' };
      await saveNotifications(ctx, null, notificationsBody.parse(req.body ?? {}));
      req.session.settingsFlash = { kind: 'notificationsSaved' };
      return { redirect: '/settings/notifications' };
    }),
  );

  return r;
}

/** Account settings: its API and its no-JavaScript pages' form posts (mounted before the page handler). */
export const createSettingsRouters = (deps: SettingsDeps): Router[] => [
  createSettingsRouter(deps),
  createSettingsFormsRouter(deps),
];
