import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { fromNow, now } from '../../db/knex';

/** Tables of single-use, expiring, hashed account tokens. */
export type TokenTable = 'password_reset_tokens' | 'email_verification_tokens';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const VERIFICATION_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** 32 random bytes, URL-safe base64 (43 characters). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What is stored: the SHA-256 (hex) of the token; the token itself only travels in the email. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** A token's plausible shape (anything else is refused without a database look-up). */
export const isTokenShaped = (token: unknown): token is string =>
  typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);

/** Creates a token for `userId` valid for `ttlMs`; returns the token to put in the link. */
export async function issueToken(
  db: Knex,
  table: TokenTable,
  userId: number,
  ttlMs: number,
): Promise<string> {
  const token = newToken();
  const created = now();
  await db(table).insert({
    user_id: userId,
    token_hash: hashToken(token),
    expires_at: fromNow(ttlMs, created),
    used_at: null,
    created_at: created,
  });
  return token;
}

/** The user a still-valid (unused, unexpired) token belongs to, without using it. */
export async function peekToken(db: Knex, table: TokenTable, token: unknown): Promise<number | null> {
  if (!isTokenShaped(token)) return null;
  const row = (await db(table)
    .where({ token_hash: hashToken(token) })
    .whereNull('used_at')
    .where('expires_at', '>', now())
    .first('user_id')) as { user_id: number } | undefined;
  return row ? Number(row.user_id) : null;
}

/**
 * Uses a token: one atomic update marks it used only if it is unused and unexpired, so two
 * concurrent uses cannot both succeed. Returns the user id, or null (unknown, used or expired).
 * Pass the transaction when the caller's writes must commit together with the use.
 */
export async function consumeToken(db: Knex, table: TokenTable, token: unknown): Promise<number | null> {
  if (!isTokenShaped(token)) return null;
  const hash = hashToken(token);
  const at = now();
  const row = (await db(table).where({ token_hash: hash }).first('id', 'user_id')) as
    { id: number; user_id: number } | undefined;
  if (!row) return null;
  const updated = await db(table)
    .where({ id: row.id })
    .whereNull('used_at')
    .where('expires_at', '>', at)
    .update({ used_at: at });
  return updated === 1 ? Number(row.user_id) : null;
}

/** Invalidates every other open token of the user in `table` (after a successful use). */
export async function revokeTokens(db: Knex, table: TokenTable, userId: number): Promise<void> {
  await db(table).where({ user_id: userId }).whereNull('used_at').update({ used_at: now() });
}
