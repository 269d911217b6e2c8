/**
 * The only code that talks to Google: verifies a Google ID token (one-tap or Sign in with Google)
 * with node:crypto against Google's published keys — RS256 signature by a key of the JWKS, issuer,
 * audience (our GOOGLE_CLIENT_ID) and expiry.
 */
import { createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import { fetchJson, SocialAuthError, type SocialProfile } from './providers';

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const ISSUERS = new Set(['accounts.google.com', 'https://accounts.google.com']);
/** Clock difference tolerated on `exp`/`iat` (seconds). */
const SKEW_S = 60;
/** Google rotates keys about daily and publishes them ahead; an unknown kid refetches. */
const KEYS_TTL_MS = 60 * 60_000;

interface Jwk extends JsonWebKey {
  kid?: string;
}

let keyCache: { at: number; keys: Map<string, KeyObject> } | null = null;

/** Forgets the cached keys (tests). */
export const resetGoogleKeys = (): void => {
  keyCache = null;
};

async function loadKeys(): Promise<Map<string, KeyObject>> {
  const { status, body } = await fetchJson(GOOGLE_JWKS_URL);
  const list = (body as { keys?: unknown }).keys;
  if (status !== 200 || !Array.isArray(list)) throw new SocialAuthError('unavailable', 'no Google keys');
  const keys = new Map<string, KeyObject>();
  for (const jwk of list as Jwk[]) {
    if (jwk.kty !== 'RSA' || typeof jwk.kid !== 'string') continue;
    try {
      keys.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
    } catch {
      // A malformed key is skipped; the others still work.
    }
  }
  keyCache = { at: Date.now(), keys };
  return keys;
}

async function keyFor(kid: string): Promise<KeyObject | undefined> {
  const fresh = keyCache && Date.now() - keyCache.at < KEYS_TTL_MS;
  const hit = fresh ? keyCache?.keys.get(kid) : undefined;
  return hit ?? (await loadKeys()).get(kid);
}

const b64json = (part: string): Record<string, unknown> => {
  try {
    const v = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
    if (v && typeof v === 'object') return v as Record<string, unknown>;
  } catch {
    // falls through
  }
  throw new SocialAuthError('invalid', 'malformed token');
};

/** The verified profile of a Google ID token, or a SocialAuthError. */
export async function verifyGoogleIdToken(
  token: string,
  clientId: string | null,
  nowMs = Date.now(),
): Promise<SocialProfile> {
  if (!clientId) throw new SocialAuthError('not_configured', 'GOOGLE_CLIENT_ID is not set');
  const parts = token.split('.');
  if (parts.length !== 3) throw new SocialAuthError('invalid', 'not a JWT');
  const header = b64json(parts[0]);
  if (header.alg !== 'RS256' || typeof header.kid !== 'string')
    throw new SocialAuthError('invalid', 'unexpected token algorithm');
  const key = await keyFor(header.kid);
  if (!key) throw new SocialAuthError('invalid', 'unknown signing key');
  const signed = Buffer.from(`${parts[0]}.${parts[1]}`);
  if (!verify('RSA-SHA256', signed, key, Buffer.from(parts[2], 'base64url')))
    throw new SocialAuthError('invalid', 'bad signature');

  const c = b64json(parts[1]);
  const now = Math.floor(nowMs / 1000);
  if (typeof c.iss !== 'string' || !ISSUERS.has(c.iss)) throw new SocialAuthError('invalid', 'wrong issuer');
  const aud = Array.isArray(c.aud) ? c.aud : [c.aud];
  if (!aud.includes(clientId)) throw new SocialAuthError('invalid', 'wrong audience');
  if (typeof c.exp !== 'number' || c.exp + SKEW_S < now)
    throw new SocialAuthError('expired', 'token expired');
  if (typeof c.iat === 'number' && c.iat - SKEW_S > now)
    throw new SocialAuthError('invalid', 'issued in the future');
  if (typeof c.sub !== 'string' || !c.sub) throw new SocialAuthError('invalid', 'no subject');
  const email = typeof c.email === 'string' && c.email ? c.email : null;
  return {
    provider: 'google',
    subject: c.sub,
    email,
    emailVerified: Boolean(email) && (c.email_verified === true || c.email_verified === 'true'),
    name: typeof c.name === 'string' ? c.name : null,
    birthdate: null, // ID tokens carry no birthday
  };
}
