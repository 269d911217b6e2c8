import argon2 from 'argon2';
import { normalizePassword } from '../../../shared/accounts/passwordPolicy';

/**
 * argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes), as the seeds hash, of the
 * password's NFKC form (the one password policy: the same password typed on another keyboard or
 * input method hashes the same).
 */
export const hashPassword = (password: string): Promise<string> =>
  argon2.hash(normalizePassword(password), { type: argon2.argon2id });

let dummy: Promise<string> | null = null;

export interface PasswordCheck {
  ok: boolean;
  /**
   * The hash should be replaced by `hashPassword(password)`: it was made before NFKC normalisation
   * (only the raw form matched) or with older argon2 parameters.
   */
  needsRehash: boolean;
}

/**
 * Checks a password against a stored hash: its NFKC form first, then — for hashes stored before
 * normalisation — the raw form as typed. With no hash (unknown account, social-only account) it
 * still verifies against a dummy so the answer takes as long as for a real account.
 */
export async function checkPasswordHash(
  hash: string | null | undefined,
  password: string,
): Promise<PasswordCheck> {
  const normalized = normalizePassword(password);
  if (!hash) {
    dummy ??= hashPassword('not-a-real-password');
    await argon2.verify(await dummy, normalized).catch(() => false);
    return { ok: false, needsRehash: false };
  }
  if (await argon2.verify(hash, normalized).catch(() => false)) {
    return { ok: true, needsRehash: safeNeedsRehash(hash) };
  }
  if (normalized !== password && (await argon2.verify(hash, password).catch(() => false))) {
    return { ok: true, needsRehash: true };
  }
  return { ok: false, needsRehash: false };
}

function safeNeedsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash);
  } catch {
    return false;
  }
}

/** `checkPasswordHash` as a yes or no (where the hash is replaced anyway or left as it is). */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  return (await checkPasswordHash(hash, password)).ok;
}
