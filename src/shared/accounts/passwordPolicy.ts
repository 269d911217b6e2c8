/**
 * The one password policy of sign-up, change password (settings) and reset (recovery), on the
 * browser and the server (issue 24 #8):
 *
 * - the password is normalised with Unicode NFKC before it is measured, checked or hashed, so the
 *   same password typed on another keyboard or input method is the same password;
 * - 10 to 128 characters (code points of the normalised form: an emoji counts once);
 * - not a common or breached password, and strong enough: the server's estimator (zxcvbn-ts with
 *   its common and English dictionaries) must score it at least `minScore` (3 of 0–4: about 10^8
 *   guesses or more). Only the server runs that check (`POST /v5/password-strength/check`); this
 *   module is the part the browser runs too (length), and it stays tiny for the first-load bundle.
 */

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** Smallest zxcvbn score (0–4) that passes. */
export const PASSWORD_MIN_SCORE = 3;

/** What `GET /v5/password-strength/policies` answers. */
export const PASSWORD_POLICY = {
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
  minScore: PASSWORD_MIN_SCORE,
  normalization: 'NFKC',
  commonPasswordsRefused: true,
} as const;

/** The form every rule and the hash see. */
export const normalizePassword = (password: string): string => password.normalize('NFKC');

/** Length in characters of the normalised password (code points, so an emoji counts once). */
export const passwordLength = (password: string): number => Array.from(normalizePassword(password)).length;

export const isPasswordLengthValid = (password: string): boolean => {
  const n = passwordLength(password);
  return n >= PASSWORD_MIN_LENGTH && n <= PASSWORD_MAX_LENGTH;
};

/**
 * What is wrong with a new password as far as the browser can tell: missing, or outside the
 * length bounds. Null means "ask the server" (which also refuses common and weak passwords).
 */
export function passwordLengthProblem(password: string): 'required' | 'length' | null {
  if (!password) return 'required';
  return isPasswordLengthValid(password) ? null : 'length';
}
