import type { Knex } from 'knex';
import { recoveryEmails as mail } from '../../../shared/recovery/messages';
import type { ResetPasswordError } from '../../../shared/recovery/validation';
import { hashPassword, newPasswordProblem } from '../accounts';
import type { Mailer } from '../outbox';
import {
  findOpenAccount,
  getOpenAccount,
  markEmailVerified,
  setPasswordAndEndSessions,
} from './recoveryQueries';
import {
  consumeToken,
  issueToken,
  peekToken,
  RESET_TOKEN_TTL_MS,
  revokeTokens,
  VERIFICATION_TOKEN_TTL_MS,
} from './tokens';

/** What the recovery flows need besides the request: the database, a mailer, the product name. */
export interface RecoveryDeps {
  db: Knex;
  mailer: Mailer;
  productName: string;
  /** Mail that could not be sent in the background (the forgot-password answer does not wait). */
  onMailError?: (err: unknown) => void;
}

/** What the mail-sending routes need: the deps, plus the origin of the links they mail. */
export interface RecoveryRouteDeps extends RecoveryDeps {
  /**
   * PUBLIC_URL (or the local address for a demo), never the request's Host header: a forged Host
   * would otherwise put an attacker's address into a victim's reset link.
   */
  linkOrigin: string;
}

export const resetLink = (origin: string, token: string): string => `${origin}/reset?at=${token}`;
export const verifyLink = (origin: string, token: string): string => `${origin}/verify-email?token=${token}`;

/**
 * Forgot password: when `identifier` names an open account with an email, mails it a reset link.
 * The caller answers the same in every case (no account enumeration), so this returns nothing.
 */
export async function requestPasswordReset(
  deps: RecoveryDeps,
  identifier: string,
  origin: string,
): Promise<void> {
  const account = await findOpenAccount(deps.db, identifier);
  if (!account?.email) return;
  const token = await issueToken(deps.db, 'password_reset_tokens', account.id, RESET_TOKEN_TTL_MS);
  const sending = deps.mailer.send({
    to: account.email,
    subject: mail.resetSubject(deps.productName),
    text: mail.resetText(deps.productName, account.username, resetLink(origin, token)),
  });
  // Real SMTP takes long enough to tell "this account exists" by the answer's timing: not awaited.
  if (deps.mailer.kind === 'outbox') await sending;
  else sending.catch((err: unknown) => deps.onMailError?.(err));
}

/** Whether a reset link can still set a password (unused, unexpired, its account open). */
export async function resetLinkUsable(db: Knex, token: unknown): Promise<boolean> {
  const userId = await peekToken(db, 'password_reset_tokens', token);
  return userId !== null && (await getOpenAccount(db, userId)) !== null;
}

export type ResetOutcome =
  { ok: true; userId: number } | { ok: false; error: ResetPasswordError | 'error_invalid_token' };

/**
 * Sets a new password with a reset token. A weak or badly sized password leaves the token usable
 * (the user tries again); success uses the token, revokes the user's other reset links, stores the
 * argon2id hash and ends every session of the user (session epoch).
 */
export async function resetPassword(
  deps: RecoveryDeps,
  token: unknown,
  password: string,
): Promise<ResetOutcome> {
  const userId = await peekToken(deps.db, 'password_reset_tokens', token);
  const account = userId ? await getOpenAccount(deps.db, userId) : null;
  if (!account) return { ok: false, error: 'error_invalid_token' };
  const problem = await newPasswordProblem(password, { username: account.username });
  if (problem) {
    return {
      ok: false,
      error: problem === 'length' ? 'error_invalid_password_length' : 'error_weak_password',
    };
  }
  const hash = await hashPassword(password);
  const used = await deps.db.transaction(async (trx) => {
    const owner = await consumeToken(trx, 'password_reset_tokens', token);
    if (owner !== account.id) return false;
    await setPasswordAndEndSessions(trx, owner, hash);
    await revokeTokens(trx, 'password_reset_tokens', owner);
    return true;
  });
  return used ? { ok: true, userId: account.id } : { ok: false, error: 'error_invalid_token' };
}

export type VerificationSendOutcome = 'sent' | 'no_email' | 'already_verified' | 'no_account';

/** Mails a 7-day verification link to the user's address (sign-up calls this too). */
export async function sendVerificationEmail(
  deps: RecoveryDeps,
  userId: number,
  origin: string,
): Promise<{ outcome: VerificationSendOutcome; email: string | null }> {
  const account = await getOpenAccount(deps.db, userId);
  if (!account) return { outcome: 'no_account', email: null };
  if (!account.email) return { outcome: 'no_email', email: null };
  if (account.verified) return { outcome: 'already_verified', email: account.email };
  const token = await issueToken(deps.db, 'email_verification_tokens', account.id, VERIFICATION_TOKEN_TTL_MS);
  await deps.mailer.send({
    to: account.email,
    subject: mail.verifySubject(deps.productName),
    text: mail.verifyText(deps.productName, account.username, verifyLink(origin, token)),
  });
  return { outcome: 'sent', email: account.email };
}

/** Uses a verification token: the account's email becomes verified. False for a bad/used/expired link. */
export async function verifyEmail(db: Knex, token: unknown): Promise<boolean> {
  return db.transaction(async (trx) => {
    const userId = await consumeToken(trx, 'email_verification_tokens', token);
    if (!userId) return false;
    await markEmailVerified(trx, userId);
    await revokeTokens(trx, 'email_verification_tokens', userId);
    return true;
  });
}
