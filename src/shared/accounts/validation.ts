/**
 * Sign-up and log-in rules, used by the browser (on blur / change) and by the server (on post),
 * so both say the same thing. Messages come from `../messages/accounts`.
 */
import { accountsMessages as m, PRONOUNS } from './messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLengthProblem } from './passwordPolicy';

/** Spec §5: letters, digits and _ . ' + - before @, then a domain with a dot. */
export const EMAIL_PATTERN = /^[A-Za-z0-9_.'+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;
export const EMAIL_MAX = 254;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,20}$/;
/** The one password policy's bounds (./passwordPolicy; issue 24 #8 replaces the spec's 6 to 20). */
export const PASSWORD_MIN = PASSWORD_MIN_LENGTH;
export const PASSWORD_MAX = PASSWORD_MAX_LENGTH;
/** Spec §5/§9: birthday years cover the last 100 years; under 13 cannot sign up (code 1027). */
export const BIRTHDAY_YEARS = 100;
export const MIN_AGE = 13;

export type PronounCode = 'M' | 'F' | 'O' | 'X' | 'null' | '';
export type StoredPronouns = 'M' | 'F' | 'O' | 'X' | null;

export interface Birthday {
  day: string;
  month: string;
  year: string;
}

export interface SignupInput {
  email: string;
  username: string;
  birthday: Birthday;
  pronouns: string;
  password: string;
  confirmPassword: string;
  marketing: boolean;
  policy: boolean;
}

export type SignupField =
  'email' | 'username' | 'birthday' | 'pronouns' | 'password' | 'confirmPassword' | 'policy';
export type FieldErrors = Partial<Record<SignupField, string>>;

/** Sign-up's form-level outcome codes (spec §8). */
export type SignupCode = 1006 | 1027 | 1171 | 'fixerrors';

export function validateEmail(value: string): string | null {
  const v = value.trim();
  if (!v) return m.emailRequired;
  return v.length <= EMAIL_MAX && EMAIL_PATTERN.test(v) ? null : m.emailInvalid;
}

export function validateUsername(value: string): string | null {
  const v = value.trim();
  if (!v) return m.usernameRequired;
  return USERNAME_PATTERN.test(v) ? null : m.usernameInvalid;
}

/** The birthday dropdown's years, newest first: this year and the 99 before it. */
export function birthdayYears(today: Date = new Date()): number[] {
  const y = today.getUTCFullYear();
  return Array.from({ length: BIRTHDAY_YEARS }, (_, i) => y - i);
}

const int = (s: string): number => (/^\d{1,4}$/.test(s.trim()) ? Number(s.trim()) : NaN);

/** `YYYY-MM-DD` for a complete, real birthday in the allowed years (not in the future), else null. */
export function birthdateOf(b: Birthday, today: Date = new Date()): string | null {
  const [day, month, year] = [int(b.day), int(b.month), int(b.year)];
  if (!birthdayYears(today).includes(year) || !(month >= 1 && month <= 12) || !(day >= 1 && day <= 31)) {
    return null;
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day || date.getTime() > today.getTime()) return null;
  return date.toISOString().slice(0, 10);
}

export function validateBirthday(b: Birthday, today: Date = new Date()): string | null {
  if (!b.day.trim() || !b.month.trim() || !b.year.trim()) return m.birthdayRequired;
  return birthdateOf(b, today) ? null : m.birthdayInvalid;
}

/** Whole years between `birthdate` (YYYY-MM-DD) and `today` (UTC). */
export function ageOn(birthdate: string, today: Date = new Date()): number {
  const [y, mo, d] = birthdate.split('-').map(Number);
  const ty = today.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() + 1 < mo || (today.getUTCMonth() + 1 === mo && today.getUTCDate() < d);
  return ty - y - (beforeBirthday ? 1 : 0);
}

export const isPronounCode = (v: string): v is PronounCode => v === '' || PRONOUNS.some((p) => p.code === v);

/** What the users table stores: M/F/O/X, or null for "prefer not to say" and "not chosen". */
export const storedPronouns = (code: PronounCode): StoredPronouns =>
  code === '' || code === 'null' ? null : code;

/**
 * The sign-up password rule: the policy's length (of the NFKC form) here; `verdict` is the server's
 * strength check (common, breached or weak passwords) when there is one; INVALID fails it too.
 */
export function validatePassword(password: string, verdict?: 'VALID' | 'INVALID' | null): string | null {
  const problem = passwordLengthProblem(password);
  if (problem === 'required') return m.passwordRequired;
  if (problem === 'length') return m.passwordInvalid;
  return verdict === 'INVALID' ? m.passwordInvalid : null;
}

/** The confirm field's message (spec §5): an error, or the success text when both match and pass. */
export function confirmPasswordStatus(
  password: string,
  confirm: string,
  passwordValid: boolean,
): { error: string | null; success: string | null } {
  if (!confirm) return { error: m.confirmRequired, success: null };
  if (confirm !== password) return { error: m.confirmMismatch, success: null };
  if (!passwordValid) return { error: m.confirmMatchButInvalid, success: null };
  return { error: null, success: m.confirmMatch };
}

export interface SignupResult {
  fieldErrors: FieldErrors;
  /** null = valid; otherwise the form-level code whose message to show (spec §8). */
  code: SignupCode | null;
  /** `YYYY-MM-DD` when the birthday is valid. */
  birthdate: string | null;
}

/**
 * Every sign-up rule at once. Empty required fields → 1006; other field errors → fixerrors;
 * a valid birthday under 13 → 1027 (no field error: the message does not say why).
 */
export function validateSignup(
  input: SignupInput,
  opts: { today?: Date; passwordVerdict?: 'VALID' | 'INVALID' | null } = {},
): SignupResult {
  const today = opts.today ?? new Date();
  const fieldErrors: FieldErrors = {};
  const set = (field: SignupField, error: string | null) => {
    if (error) fieldErrors[field] = error;
  };
  set('email', validateEmail(input.email));
  set('username', validateUsername(input.username));
  set('birthday', validateBirthday(input.birthday, today));
  if (!isPronounCode(input.pronouns)) fieldErrors.pronouns = m.pronounsInvalid;
  const passwordError = validatePassword(input.password, opts.passwordVerdict);
  set('password', passwordError);
  set('confirmPassword', confirmPasswordStatus(input.password, input.confirmPassword, !passwordError).error);
  if (!input.policy) fieldErrors.policy = m.policyRequired;

  const b = input.birthday;
  const anyEmpty =
    !input.email.trim() ||
    !input.username.trim() ||
    !input.password ||
    !input.confirmPassword ||
    !b.day.trim() ||
    !b.month.trim() ||
    !b.year.trim();
  const birthdate = birthdateOf(b, today);
  let code: SignupCode | null = null;
  if (anyEmpty) code = 1006;
  else if (Object.keys(fieldErrors).length) code = 'fixerrors';
  else if (birthdate && ageOn(birthdate, today) < MIN_AGE) code = 1027;
  return { fieldErrors, code, birthdate };
}

/** The form-level message of a sign-up code (spec §8); anything unknown gets the generic text. */
export function signupMessage(code: SignupCode | string | number | null | undefined): string {
  switch (code) {
    case 1006:
    case '1006':
      return m.code1006;
    case 1027:
    case '1027':
      return m.code1027;
    case 1171:
    case '1171':
      return m.code1171;
    case 'fixerrors':
      return m.fixErrors;
    default:
      return m.signupUnknown;
  }
}
