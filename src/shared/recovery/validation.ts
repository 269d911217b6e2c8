/**
 * Rules of the password-reset and forgot-password forms (accounts-safety-messaging.md §5, §9),
 * used by the client (button state, inline messages) and the server (the real check).
 */
export const RESET_PASSWORD_MIN = 10;
export const RESET_PASSWORD_MAX = 50;

/** The error codes of a refused reset (spec §8: 467 with these `error_code`s). */
export type ResetPasswordError = 'error_invalid_password_length' | 'error_weak_password';
export const WEAK_PASSWORD_CODE = 467;

/** Length in characters (code points, so an emoji counts once). */
const length = (s: string): number => Array.from(s).length;

export const isResetPasswordLengthValid = (password: string): boolean =>
  length(password) >= RESET_PASSWORD_MIN && length(password) <= RESET_PASSWORD_MAX;

/** Well-known passwords and fragments that make a password easy to guess whatever its length. */
const COMMON = [
  'password',
  'passw0rd',
  'qwerty',
  'azerty',
  'letmein',
  'welcome',
  'iloveyou',
  'admin',
  'abc123',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'trustno1',
  'storyloom',
  '123456',
  '654321',
  '111111',
  '000000',
  'asdfgh',
  'zxcvbn',
];

/**
 * Weak: few distinct characters, one repeated or sequential run (`aaaaaaaaaa`, `1234567890`,
 * `abcdefghij`), a keyboard/common password padded with digits, or the username in it.
 */
export function isWeakPassword(password: string, username = ''): boolean {
  const p = password.toLowerCase();
  const chars = Array.from(p);
  if (new Set(chars).size < 4) return true;
  const stripped = p.replace(/[^a-z]/g, '');
  if (COMMON.some((w) => p.includes(w) && p.replace(w, '').replace(/[\d\W_]/g, '').length < 4)) return true;
  if (
    username &&
    username.length >= 3 &&
    p.includes(username.toLowerCase()) &&
    stripped.length - username.length < 4
  )
    return true;
  let sequential = 0;
  for (let i = 1; i < chars.length; i++) {
    const step = chars[i].charCodeAt(0) - chars[i - 1].charCodeAt(0);
    if (step === 1 || step === -1 || step === 0) sequential++;
  }
  return sequential >= chars.length - 2;
}

/** The reset rule: null when acceptable, otherwise the error code the server answers with. */
export function checkResetPassword(password: string, username = ''): ResetPasswordError | null {
  if (!isResetPasswordLengthValid(password)) return 'error_invalid_password_length';
  if (isWeakPassword(password, username)) return 'error_weak_password';
  return null;
}

/** Forgot password accepts a username or an email (spec §5): anything non-blank, up to 254. */
export function normalizeIdentifier(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  return v.length > 0 && v.length <= 254 ? v : null;
}
