import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import * as F from '../../../../seeds/fixtures';
import { fromNow } from '../../db/knex';
import { createTestDb, type TestDb } from '../../db/testDb';
import {
  consumeToken,
  hashToken,
  isTokenShaped,
  issueToken,
  newToken,
  peekToken,
  revokeTokens,
} from './tokens';

describe('token helpers', () => {
  it('makes 43-character URL-safe random tokens and hashes them with SHA-256', () => {
    const a = newToken();
    expect(isTokenShaped(a)).toBe(true);
    expect(a).not.toBe(newToken());
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(isTokenShaped('short')).toBe(false);
    expect(isTokenShaped(undefined)).toBe(false);
    expect(isTokenShaped(`${a.slice(0, 42)}/`)).toBe(false);
  });
});

describe('issue / peek / consume', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t.destroy();
  });

  it('stores only the hash and can be used once', async () => {
    const token = await issueToken(t.db, 'password_reset_tokens', F.READER_USER_ID, 60_000);
    const row = await t
      .db('password_reset_tokens')
      .where({ token_hash: hashToken(token) })
      .first();
    expect(row.user_id).toBe(F.READER_USER_ID);
    expect(await peekToken(t.db, 'password_reset_tokens', token)).toBe(F.READER_USER_ID);
    expect(await consumeToken(t.db, 'password_reset_tokens', token)).toBe(F.READER_USER_ID);
    expect(await consumeToken(t.db, 'password_reset_tokens', token)).toBeNull();
    expect(await peekToken(t.db, 'password_reset_tokens', token)).toBeNull();
  });

  it('refuses expired, unknown and revoked tokens, and tokens of the other table', async () => {
    const expired = await issueToken(t.db, 'email_verification_tokens', F.READER_USER_ID, 60_000);
    await t
      .db('email_verification_tokens')
      .where({ token_hash: hashToken(expired) })
      .update({ expires_at: fromNow(-1000) });
    expect(await consumeToken(t.db, 'email_verification_tokens', expired)).toBeNull();
    expect(await consumeToken(t.db, 'email_verification_tokens', newToken())).toBeNull();
    const other = await issueToken(t.db, 'password_reset_tokens', F.WRITER_USER_ID, 60_000);
    expect(await consumeToken(t.db, 'email_verification_tokens', other)).toBeNull();
    await revokeTokens(t.db, 'password_reset_tokens', F.WRITER_USER_ID);
    expect(await consumeToken(t.db, 'password_reset_tokens', other)).toBeNull();
  });
});
