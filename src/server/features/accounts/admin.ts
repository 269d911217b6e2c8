/** Creating or promoting a system administrator (`npm run admin`). */
import type { Knex } from 'knex';
import { validateEmail, validatePassword, validateUsername } from '../../../shared/accounts/validation';
import { now } from '../../db/knex';
import { findLoginUser, insertUser } from './accountsQueries';
import { checkPasswordStrength } from './passwordStrength';
import { hashPassword } from './passwords';

export interface AdminOptions {
  username: string;
  create?: boolean;
  email?: string;
  password?: string;
}

export type AdminOutcome = { ok: true; userId: number; created: boolean } | { ok: false; error: string };

/**
 * Promotes `username` to system admin (`is_sysadmin`); with `create`, first creates the account
 * when it does not exist (email and password required, the sign-up rules apply).
 */
export async function makeAdmin(db: Knex, o: AdminOptions): Promise<AdminOutcome> {
  const username = o.username.trim();
  const existing = username ? await findLoginUser(db, username) : null;
  if (existing) {
    await db('users').where({ id: existing.id }).update({ is_sysadmin: true, updated_at: now() });
    return { ok: true, userId: Number(existing.id), created: false };
  }
  if (!o.create)
    return { ok: false, error: `No user "${username}". Add --create --email … --password … to create one.` };
  const email = (o.email ?? '').trim();
  const password = o.password ?? '';
  const verdict = password
    ? (await checkPasswordStrength({ password, requester: { username } })).result
    : null;
  const problem = validateUsername(username) ?? validateEmail(email) ?? validatePassword(password, verdict);
  if (problem) return { ok: false, error: problem };
  if (await findLoginUser(db, email)) return { ok: false, error: `The email ${email} is already used.` };
  const userId = await insertUser(db, {
    email,
    username,
    passwordHash: await hashPassword(password),
    birthdate: null,
    pronouns: null,
    marketingOptIn: false,
  });
  await db('users').where({ id: userId }).update({ is_sysadmin: true, verified_email: true });
  return { ok: true, userId, created: true };
}
