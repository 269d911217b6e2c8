/**
 * The sign-up completion form after a social sign-in (spec §2): email only when the provider gave
 * none, birthday only when unknown, optional pronouns and marketing, required Terms/Privacy consent.
 * Shared by the page (on blur, on submit) and the server (the real check).
 */
import { accountsMessages as m } from '../accounts/messages';
import {
  ageOn,
  birthdateOf,
  isPronounCode,
  MIN_AGE,
  validateBirthday,
  validateEmail,
  type Birthday,
  type FieldErrors,
  type SignupCode,
} from '../accounts/validation';

export interface CompletionInput {
  email: string;
  birthday: Birthday;
  pronouns: string;
  marketing: boolean;
  policy: boolean;
}

/** What the provider already told us (those fields are not asked for). */
export interface KnownFromProvider {
  email: string | null;
  birthdate: string | null;
}

/** The hidden field's value: which of email and birthday were available, or `none`. */
export function availableFields(known: KnownFromProvider): string {
  const have = [known.email ? 'email' : '', known.birthdate ? 'birthday' : ''].filter(Boolean);
  return have.length ? have.join(',') : 'none';
}

export interface CompletionResult {
  fieldErrors: FieldErrors;
  code: SignupCode | null;
  email: string;
  birthdate: string | null;
}

/** Empty asked-for fields → 1006; other errors → fixerrors; under 13 → 1027. */
export function validateCompletion(
  input: CompletionInput,
  known: KnownFromProvider,
  today: Date = new Date(),
): CompletionResult {
  const fieldErrors: FieldErrors = {};
  const email = known.email ?? input.email.trim();
  if (!known.email) {
    const e = validateEmail(input.email);
    if (e) fieldErrors.email = e;
  }
  let birthdate = known.birthdate;
  if (!known.birthdate) {
    const e = validateBirthday(input.birthday, today);
    if (e) fieldErrors.birthday = e;
    birthdate = birthdateOf(input.birthday, today);
  }
  if (!isPronounCode(input.pronouns)) fieldErrors.pronouns = m.pronounsInvalid;
  if (!input.policy) fieldErrors.policy = m.policyRequired;
  const b = input.birthday;
  const anyEmpty =
    (!known.email && !input.email.trim()) ||
    (!known.birthdate && (!b.day.trim() || !b.month.trim() || !b.year.trim()));
  let code: SignupCode | null = null;
  if (anyEmpty) code = 1006;
  else if (Object.keys(fieldErrors).length) code = 'fixerrors';
  else if (birthdate && ageOn(birthdate, today) < MIN_AGE) code = 1027;
  return { fieldErrors, code, email, birthdate };
}

/** A username from the provider's name: letters, digits, underscores, 3–17 characters (room for digits). */
export function usernameBase(name: string | null, email: string | null): string {
  const from = (name || email?.split('@')[0] || '').normalize('NFKD').replace(/[^A-Za-z0-9_]/g, '');
  const base = from.slice(0, 17);
  return base.length >= 3 ? base : `reader${base}`.slice(0, 17);
}
