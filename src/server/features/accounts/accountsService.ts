/** Sign-up and log-in rules on the server (the same shared rules the browser runs, plus the database). */
import type { Knex } from 'knex';
import { accountsMessages as m } from '../../../shared/accounts/messages';
import {
  storedPronouns,
  validateSignup,
  type FieldErrors,
  type PronounCode,
  type SignupCode,
  type SignupInput,
} from '../../../shared/accounts/validation';
import {
  emailExists,
  findLoginUser,
  insertUser,
  replacePasswordHash,
  usernameExists,
  type LoginRow,
} from './accountsQueries';
import { isUniqueViolation } from '../../db/errors';
import { checkPasswordStrength } from './passwordStrength';
import { checkPasswordHash, hashPassword } from './passwords';

export type SignupOutcome =
  { ok: true; userId: number } | { ok: false; code: SignupCode; fieldErrors: FieldErrors };

const refused = (code: SignupCode, fieldErrors: FieldErrors = {}): SignupOutcome => ({
  ok: false,
  code,
  fieldErrors,
});

/** Which of email and username is already used (for the messages), if either. */
async function taken(db: Knex, email: string, username: string): Promise<SignupOutcome | null> {
  if (await emailExists(db, email)) return refused(1171, { email: m.code1171 });
  if (await usernameExists(db, username)) return refused('fixerrors', { username: m.usernameTaken });
  return null;
}

/**
 * Creates an account: the shared rules (with the strength check's verdict), then 1171 for a used
 * email, a field error for a used username, then the insert with an argon2id hash. The password
 * itself is never stored or logged.
 */
export async function signUp(db: Knex, input: SignupInput, today = new Date()): Promise<SignupOutcome> {
  const email = input.email.trim();
  const username = input.username.trim();
  const strength = input.password
    ? await checkPasswordStrength({ password: input.password, requester: { username } })
    : null;
  const v = validateSignup({ ...input, email, username }, { today, passwordVerdict: strength?.result });
  if (v.code || !v.birthdate) return refused(v.code ?? 'fixerrors', v.fieldErrors);

  const conflict = await taken(db, email, username);
  if (conflict) return conflict;
  const passwordHash = await hashPassword(input.password);
  try {
    const userId = await insertUser(db, {
      email,
      username,
      passwordHash,
      birthdate: v.birthdate,
      pronouns: storedPronouns(input.pronouns as PronounCode),
      marketingOptIn: input.marketing,
    });
    return { ok: true, userId };
  } catch (err) {
    // Someone took the email or username between the check and the insert.
    if (isUniqueViolation(err)) return (await taken(db, email, username)) ?? refused('fixerrors');
    throw err;
  }
}

/** What `logIn` answers for the right password of a closed account (refused with its own message). */
export const CLOSED_ACCOUNT = 'closed';

/**
 * The account for a username-or-email and password, null (wrong, unknown, no password), or
 * CLOSED_ACCOUNT when the password is right but the account is closed.
 */
export async function logIn(
  db: Knex,
  identifier: string,
  password: string,
): Promise<LoginRow | typeof CLOSED_ACCOUNT | null> {
  const user = identifier && password ? await findLoginUser(db, identifier.trim()) : null;
  const { ok, needsRehash } = await checkPasswordHash(user?.password_hash, password);
  if (!ok || !user) return null;
  if (needsRehash && user.password_hash) await rehashPassword(db, user.id, user.password_hash, password);
  return user.closed_at ? CLOSED_ACCOUNT : user;
}

/**
 * Replaces a hash made before NFKC normalisation (or with older argon2 parameters) by the policy's
 * hash of the same password, once it has been verified; a concurrent change of password wins.
 */
async function rehashPassword(db: Knex, userId: number, oldHash: string, password: string): Promise<void> {
  await replacePasswordHash(db, userId, oldHash, await hashPassword(password));
}
