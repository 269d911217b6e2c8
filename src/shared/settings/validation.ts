/**
 * Account-settings rules (accounts-safety-messaging.md §5), used by the browser (button states,
 * messages under fields) and the server (the real check), so both say the same thing.
 */
import { settingsMessages as m } from './messages';
import { EMAIL_MAX, EMAIL_PATTERN, validateUsername } from '../accounts/validation';
import { passwordLengthProblem } from '../accounts/passwordPolicy';

export { validateUsername };

/** The spec's code for a refused password (shown under the current-password field). */
export const WRONG_PASSWORD_CODE = 467;

export type ChangeEmailField = 'email' | 'confirm_email' | 'password';
export type ChangeEmailErrors = Partial<Record<ChangeEmailField, string>>;

export interface ChangeEmailInput {
  email: string;
  confirm_email: string;
  password: string;
}

/** The new email alone: required, then the spec's pattern (letters, digits, _ . ' + - @ domain.tld). */
export function validateNewEmail(email: string): string | null {
  const v = email.trim();
  if (!v) return m.emailRequired;
  return v.length <= EMAIL_MAX && EMAIL_PATTERN.test(v) ? null : m.emailInvalid;
}

/** 'Please ensure the email fields match.' once a confirmation is typed and differs (case-insensitive). */
export function emailMismatch(email: string, confirm: string): string | null {
  if (!confirm.trim()) return null;
  return email.trim().toLowerCase() === confirm.trim().toLowerCase() ? null : m.emailMismatch;
}

/** Every change-email rule; an empty object means the form may be sent. */
export function validateChangeEmail(i: ChangeEmailInput): ChangeEmailErrors {
  const errors: ChangeEmailErrors = {};
  const email = validateNewEmail(i.email);
  if (email) errors.email = email;
  if (!i.confirm_email.trim()) errors.confirm_email = m.emailRequired;
  else {
    const mismatch = emailMismatch(i.email, i.confirm_email);
    if (mismatch) errors.confirm_email = mismatch;
  }
  if (!i.password) errors.password = m.passwordNeeded;
  return errors;
}

/**
 * Submit is disabled until all three are filled, the email is valid (the server's check said so:
 * `serverEmailOk`) and no mismatch error shows (spec §5).
 */
export function canSubmitChangeEmail(i: ChangeEmailInput, serverEmailOk: boolean): boolean {
  return (
    Boolean(i.email.trim() && i.confirm_email.trim() && i.password) &&
    serverEmailOk &&
    Object.keys(validateChangeEmail(i)).length === 0
  );
}

/**
 * The new password's problem as far as the browser can tell (the one password policy's length),
 * or null. The server adds the strength check (common and weak passwords: `m.passwordWeak`).
 */
export function newPasswordError(password: string, _username = ''): string | null {
  return passwordLengthProblem(password) ? m.passwordLength : null;
}

/** Save is enabled only when the new password is valid and, for accounts with a password, an old one is given. */
export function canSaveChangePassword(
  i: { oldPassword: string; newPassword: string },
  hasPassword: boolean,
  username = '',
): boolean {
  return newPasswordError(i.newPassword, username) === null && (!hasPassword || i.oldPassword.length > 0);
}

export function canSaveUsername(username: string, password: string, current: string): boolean {
  return validateUsername(username) === null && password.length > 0 && username.trim() !== current;
}

// ---- Birthdate in settings (only under the test group flag) ----

export const BIRTHDATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const SETTINGS_MIN_AGE = 13;
export const SETTINGS_MAX_AGE = 100;

const DAY_MS = 24 * 3600 * 1000;
const ymd = (d: Date): string => d.toISOString().slice(0, 10);
const yearsAgo = (today: Date, years: number): Date =>
  new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));

/**
 * The open window of allowed birthdates: after `min` (100 years ago minus one day) and before
 * `max` (13 years ago plus one day), as YYYY-MM-DD (UTC).
 */
export function birthdateWindow(today: Date = new Date()): { after: string; before: string } {
  return {
    after: ymd(new Date(yearsAgo(today, SETTINGS_MAX_AGE).getTime() - DAY_MS)),
    before: ymd(new Date(yearsAgo(today, SETTINGS_MIN_AGE).getTime() + DAY_MS)),
  };
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!BIRTHDATE_PATTERN.test(value)) return false;
  const [y, mo, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * Spec §5: required, YYYY-MM-DD, strictly after 100 years ago minus one day and strictly before
 * 13 years ago plus one day. Any failure shows 'Please fix any errors to continue.' and blocks submit.
 */
export function validateSettingsBirthdate(value: string, today: Date = new Date()): string | null {
  const v = value.trim();
  if (!v || !isIsoDate(v)) return m.fixErrors;
  const { after, before } = birthdateWindow(today);
  return v > after && v < before ? null : m.fixErrors;
}

/** Without the test group the date input only has a maximum of today. */
export const birthdateInputMax = (today: Date = new Date()): string => ymd(today);

/** Outside the test group: a real date up to today (the input's `max`). */
export function validateBirthdateNoRules(value: string, today: Date = new Date()): string | null {
  const v = value.trim();
  return v && isIsoDate(v) && v <= birthdateInputMax(today) ? null : m.fixErrors;
}

export interface NotificationSettings {
  alerts: boolean;
  alertssub: boolean;
  subscribe: boolean;
}

export const NOTIFICATION_KEYS = ['alerts', 'alertssub', 'subscribe'] as const;
