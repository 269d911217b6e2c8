/**
 * Rules of the password-reset and forgot-password forms (accounts-safety-messaging.md §5, §9),
 * used by the client (button state, inline messages) and the server (the real check).
 */
import { isPasswordLengthValid, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../accounts/passwordPolicy';

/** The one password policy's bounds (../accounts/passwordPolicy; issue 24 #8). */
export const RESET_PASSWORD_MIN = PASSWORD_MIN_LENGTH;
export const RESET_PASSWORD_MAX = PASSWORD_MAX_LENGTH;

/** The error codes of a refused reset (spec §8: 467 with these `error_code`s). */
export type ResetPasswordError = 'error_invalid_password_length' | 'error_weak_password';
export const WEAK_PASSWORD_CODE = 467;

/** Length of the NFKC form in code points (an emoji counts once), within the policy's bounds. */
export const isResetPasswordLengthValid = (password: string): boolean => isPasswordLengthValid(password);

/**
 * The part of the reset rule the browser can run: null, or the length error. The server adds the
 * strength check (common, breached and weak passwords: `error_weak_password`).
 */
export function checkResetPassword(password: string): ResetPasswordError | null {
  return isPasswordLengthValid(password) ? null : 'error_invalid_password_length';
}

/** Forgot password accepts a username or an email (spec §5): anything non-blank, up to 254. */
export function normalizeIdentifier(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  return v.length > 0 && v.length <= 254 ? v : null;
}
