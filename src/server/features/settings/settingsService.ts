/**
 * Account settings (accounts-safety-messaging.md §4, §5, §8): change email, username and password,
 * the birthdate (under its test group) and notification settings — always the viewer's own account.
 * Refusals are ApiErrors with the spec's message and the field it belongs under (`fieldErrors`).
 */
import { ApiError, ErrorCode } from '../../../shared/common/errors';
import type { AccountSettings } from '../../../shared/settings/api';
import { accountsMessages as am } from '../../../shared/accounts/messages';
import { settingsMessages as m } from '../../../shared/settings/messages';
import {
  validateChangeEmail,
  validateNewEmail,
  birthdateWindow,
  validateBirthdateNoRules,
  validateSettingsBirthdate,
  validateUsername,
  WRONG_PASSWORD_CODE,
  type ChangeEmailInput,
  type NotificationSettings,
} from '../../../shared/settings/validation';
import type { ServiceContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { hashPassword, newPasswordProblem, usernameHeld, verifyPassword } from '../accounts';
import { revokeTokens, setPasswordAndEndSessions } from '../recovery';
import {
  findSettingsRow,
  setBirthdateOnce,
  setEmail,
  setNotificationSettings,
  setUsername,
  takenByOther,
  type SettingsRow,
} from './settingsQueries';

const notLoggedIn = () => new ApiError(401, ErrorCode.NotLoggedIn, 'You must be logged in.', 'NotLoggedIn');
const notYours = () =>
  new ApiError(403, ErrorCode.AccessDenied, 'You can only change your own account.', 'AccessDenied');
const invalid = (message: string, field: string, code: number = ErrorCode.InvalidValue) =>
  new ApiError(400, code, message, 'InvalidValue', { [field]: message });

/**
 * The viewer's own account row. `id` is the form's `id` (absent = the viewer); another user's id
 * is refused with 403 even if that user exists.
 */
export async function ownAccount(ctx: ServiceContext, id: number | null = null): Promise<SettingsRow> {
  if (!ctx.viewer) throw notLoggedIn();
  if (id !== null && id !== ctx.viewer.id) throw notYours();
  const row = await findSettingsRow(ctx.db, ctx.viewer.id);
  if (!row) throw notLoggedIn();
  return row;
}

export async function getAccountSettings(
  ctx: ServiceContext,
  birthdateRules: boolean,
): Promise<AccountSettings> {
  const row = await ownAccount(ctx);
  return {
    id: row.id,
    username: row.username,
    email: row.email ?? '',
    verified_email: row.verified,
    birthdate: row.birthdate,
    has_password: Boolean(row.passwordHash),
    notificationSettings: row.notificationSettings,
    birthdateRules,
  };
}

/** The password check of email and username changes: code 467 with the message under `password`. */
async function requirePassword(row: SettingsRow, password: string, field: string): Promise<void> {
  if (!row.passwordHash) throw invalid(m.noPasswordYet, field, WRONG_PASSWORD_CODE);
  if (!password) throw invalid(m.passwordNeeded, field, WRONG_PASSWORD_CODE);
  if (!(await verifyPassword(row.passwordHash, password)))
    throw invalid(m.wrongPassword, field, WRONG_PASSWORD_CODE);
}

/** `GET /api/v3/users/validate?email=`: null when the address can be used, else the message. */
export async function emailProblem(ctx: ServiceContext, email: string): Promise<string | null> {
  const pattern = validateNewEmail(email);
  if (pattern) return pattern;
  // Only a signed-in person learns whether an address is taken (issue 25 §10: no enumeration);
  // a visitor's sign-up finds out when it is posted.
  if (!ctx.viewer) return null;
  const viewer = await findSettingsRow(ctx.db, ctx.viewer.id);
  if (viewer?.email && viewer.email.toLowerCase() === email.trim().toLowerCase()) return m.emailUnchanged;
  return (await takenByOther(ctx.db, 'email', email.trim(), viewer?.id ?? 0)) ? am.code1171 : null;
}

/** `POST /apiv2/updateuseremail`: the new address replaces the old one, unverified. */
export async function changeEmail(
  ctx: ServiceContext,
  id: number | null,
  input: ChangeEmailInput,
): Promise<{ userId: number; email: string }> {
  const row = await ownAccount(ctx, id);
  const errors = validateChangeEmail(input);
  const first = (Object.keys(errors) as (keyof typeof errors)[])[0];
  if (first) {
    const code = input.email.trim() ? ErrorCode.InvalidValue : ErrorCode.ParameterMissing;
    throw new ApiError(400, code, errors[first] ?? m.fixErrors, 'InvalidValue', errors);
  }
  const email = input.email.trim();
  if (row.email && row.email.toLowerCase() === email.toLowerCase()) throw invalid(m.emailUnchanged, 'email');
  const taken = await emailProblem(ctx, email);
  if (taken) throw invalid(taken, 'email', 1171);
  await requirePassword(row, input.password, 'password');
  try {
    await ctx.db.transaction(async (trx) => {
      await setEmail(trx, row.id, email);
      // Links mailed to the old address must not verify the new one.
      await revokeTokens(trx, 'email_verification_tokens', row.id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw invalid(am.code1171, 'email', 1171);
    throw err;
  }
  return { userId: row.id, email };
}

/** `POST /apiv2/updateusername` (the sign-up username rules). */
export async function changeUsername(
  ctx: ServiceContext,
  id: number | null,
  input: { username: string; password: string },
): Promise<{ username: string }> {
  const row = await ownAccount(ctx, id);
  const username = input.username.trim();
  const problem = validateUsername(username);
  if (problem) {
    const code = username ? ErrorCode.InvalidValue : ErrorCode.ParameterMissing;
    throw invalid(problem, 'username', code);
  }
  if (username === row.username) throw invalid(m.usernameUnchanged, 'username');
  if (
    (await takenByOther(ctx.db, 'username', username, row.id)) ||
    (await usernameHeld(ctx.db, username, row.id))
  )
    throw invalid(am.usernameTaken, 'username');
  await requirePassword(row, input.password, 'password');
  try {
    await setUsername(ctx.db, row.id, username, row.username);
  } catch (err) {
    if (isUniqueViolation(err)) throw invalid(am.usernameTaken, 'username');
    throw err;
  }
  return { username };
}

/**
 * `POST /apiv2/updateuserpassword` (change form: id, old_password, new_password). A wrong or missing
 * current password is code 467 under `old_password`; an account with no password creates one.
 * Every session of the user ends (session epoch), this one included: they log in again.
 */
export async function changePassword(
  ctx: ServiceContext,
  id: number | null,
  input: { old_password: string; new_password: string },
): Promise<void> {
  const row = await ownAccount(ctx, id);
  if (row.passwordHash) {
    if (!input.old_password) throw invalid(m.currentPasswordNeeded, 'old_password', WRONG_PASSWORD_CODE);
    if (!(await verifyPassword(row.passwordHash, input.old_password)))
      throw invalid(m.wrongPassword, 'old_password', WRONG_PASSWORD_CODE);
  }
  const problem = await newPasswordProblem(input.new_password, { username: row.username });
  if (problem) throw invalid(problem === 'length' ? m.passwordLength : m.passwordWeak, 'new_password');
  const hash = await hashPassword(input.new_password);
  await setPasswordAndEndSessions(ctx.db, row.id, hash);
}

/** The birthdate (under the test group): set once, then the field is disabled. */
export async function saveBirthdate(ctx: ServiceContext, birthdate: string, rules: boolean): Promise<string> {
  const row = await ownAccount(ctx);
  if (row.birthdate) throw invalid(m.fixErrors, 'birthdate');
  const problem = rules ? validateSettingsBirthdate(birthdate) : validateBirthdateNoRules(birthdate);
  if (problem) throw invalid(problem, 'birthdate');
  // Whatever the form's input allows, nobody under 13 has an account (issue 25 §10): refused.
  if (birthdate.trim() >= birthdateWindow().before) throw invalid(m.fixErrors, 'birthdate');
  if (!(await setBirthdateOnce(ctx.db, row.id, birthdate))) throw invalid(m.fixErrors, 'birthdate');
  return birthdate;
}

export async function saveNotifications(
  ctx: ServiceContext,
  username: string | null,
  s: NotificationSettings,
): Promise<NotificationSettings> {
  const row = await ownAccount(ctx);
  if (username !== null && username.toLowerCase() !== row.username.toLowerCase()) throw notYours();
  await setNotificationSettings(ctx.db, row.id, s);
  return s;
}
