/**
 * Social sign-in rules: a known identity logs in; an unknown one whose provider-verified email
 * matches an account links to it; an unverified matching email is refused (1171); anyone else
 * finishes on the sign-up completion form, the pending identity held in their session.
 */
import type { Knex } from 'knex';
import { accountsMessages as m } from '../../../shared/accounts/messages';
import { storedPronouns, type PronounCode } from '../../../shared/accounts/validation';
import {
  usernameBase,
  validateCompletion,
  type CompletionInput,
  type CompletionResult,
} from '../../../shared/social/validation';
import type { SocialProvider } from '../../../shared/social/messages';
import { insertUser } from '../accounts';
import { isUniqueViolation } from '../../db/errors';
import {
  findIdentityUser,
  findUserByEmail,
  freeUsername,
  insertIdentity,
  markVerified,
  type LinkedUser,
} from './socialQueries';
import type { SocialProfile } from './providers';

/** What the session keeps between the hand-off and the completion form (never from the form). */
export interface PendingSocial {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  birthdate: string | null;
  nextUrl: string;
  /** The visitor's Follow / Vote to do once the account exists (`follow:…`/`vote:…`, parsed). */
  intent?: string;
}

export type HandOff =
  | { kind: 'login'; user: LinkedUser }
  | { kind: 'emailTaken' }
  | { kind: 'complete'; pending: Omit<PendingSocial, 'nextUrl'> };

export async function handOff(db: Knex, p: SocialProfile): Promise<HandOff> {
  const known = await findIdentityUser(db, p.provider, p.subject);
  if (known) return { kind: 'login', user: known };
  const sameEmail = p.email ? await findUserByEmail(db, p.email) : null;
  if (sameEmail && !p.emailVerified) return { kind: 'emailTaken' };
  if (sameEmail) {
    await db.transaction(async (trx) => {
      await insertIdentity(trx, p.provider, p.subject, sameEmail.id);
      await markVerified(trx, sameEmail.id);
    });
    return { kind: 'login', user: sameEmail };
  }
  const { provider, subject, email, emailVerified, name, birthdate } = p;
  return { kind: 'complete', pending: { provider, subject, email, emailVerified, name, birthdate } };
}

export type CompletionOutcome = { ok: true; userId: number } | { ok: false; result: CompletionResult };

/** Creates the account and its identity in one transaction. */
export async function completeSignup(
  db: Knex,
  pending: PendingSocial,
  input: CompletionInput,
  today = new Date(),
): Promise<CompletionOutcome> {
  const result = validateCompletion(input, pending, today);
  if (result.code) return { ok: false, result };
  const emailTaken = (): CompletionOutcome => ({
    ok: false,
    result: { ...result, code: 1171, fieldErrors: pending.email ? {} : { email: m.code1171 } },
  });
  if (await findUserByEmail(db, result.email)) return emailTaken();
  const username = await freeUsername(db, usernameBase(pending.name, result.email));
  try {
    const userId = await db.transaction(async (trx) => {
      const id = await insertUser(trx, {
        email: result.email,
        username,
        passwordHash: null,
        birthdate: result.birthdate,
        pronouns: storedPronouns(input.pronouns as PronounCode),
        marketingOptIn: input.marketing,
      });
      await insertIdentity(trx, pending.provider, pending.subject, id);
      if (pending.email && pending.emailVerified) await markVerified(trx, id);
      return id;
    });
    return { ok: true, userId };
  } catch (err) {
    if (isUniqueViolation(err)) return emailTaken();
    throw err;
  }
}
