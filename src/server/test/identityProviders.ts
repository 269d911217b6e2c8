/**
 * The identity providers' side of social sign-in (third parties, so nock): a Google-like RSA key
 * pair and ID tokens signed with it, its JWKS answer, and Facebook's Graph answers.
 * `createTestApp({ identityProviders: true })` configures the app for these fakes.
 */
import { createSign, generateKeyPairSync } from 'node:crypto';
import nock from 'nock';
import { GRAPH_URL } from '../features/social/facebookAdapter';
import { TEST_FB_APP, TEST_GOOGLE_CLIENT_ID } from './testApp';

export { TEST_FB_APP, TEST_GOOGLE_CLIENT_ID };

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const KID = 'test-key-1';

export function mockGoogleKeys(times = 1): nock.Scope {
  return nock('https://www.googleapis.com')
    .get('/oauth2/v3/certs')
    .times(times)
    .reply(200, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: KID, alg: 'RS256', use: 'sig' }] });
}

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** A Google ID token; `badSignature` signs with a key Google never published. */
export function googleToken(claims: Record<string, unknown> = {}, badSignature = false): string {
  const now = Math.floor(Date.now() / 1000);
  const body = {
    iss: 'https://accounts.google.com',
    aud: TEST_GOOGLE_CLIENT_ID,
    sub: '1100220033',
    email: 'ada.lovelace@example.org',
    email_verified: true,
    name: 'Ada Lovelace',
    iat: now,
    exp: now + 3600,
    ...claims,
  };
  const head = `${b64({ alg: 'RS256', kid: KID, typ: 'JWT' })}.${b64(body)}`;
  const sig = createSign('RSA-SHA256')
    .update(head)
    .sign(badSignature ? other.privateKey : privateKey)
    .toString('base64url');
  return `${head}.${sig}`;
}

/** debug_token + /me answers for a Facebook token. */
export function mockFacebook(
  token: string,
  me: Record<string, unknown>,
  debug: Record<string, unknown> = {},
): nock.Scope {
  return nock(GRAPH_URL)
    .get('/debug_token')
    .query({ input_token: token, access_token: `${TEST_FB_APP.appId}|${TEST_FB_APP.appSecret}` })
    .reply(200, { data: { app_id: TEST_FB_APP.appId, is_valid: true, user_id: me.id, ...debug } })
    .get('/me')
    .query({ fields: 'id,name,email,birthday', access_token: token })
    .reply(200, me);
}

/** The double-submit state the test browser holds (`sl_oauth_state` cookie = `data.state`). */
export const TEST_OAUTH_STATE = 'test-oauth-state';
export const OAUTH_STATE_COOKIE_HEADER = `sl_oauth_state=${TEST_OAUTH_STATE}`;

/** `/oauth-auth?…` for a provider token (with the test state unless `data` sets its own). */
export const handOffUrl = (data: Record<string, unknown>, nextUrl?: string): string =>
  `/oauth-auth?${new URLSearchParams({
    ...(nextUrl !== undefined ? { nextUrl } : {}),
    data: JSON.stringify({ state: TEST_OAUTH_STATE, ...data }),
  }).toString()}`;
