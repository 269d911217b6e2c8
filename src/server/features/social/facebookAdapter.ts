/**
 * The only code that talks to Facebook: checks a user access token with the Graph API's
 * `debug_token` (valid, issued for OUR app) and reads `/me?fields=id,name,email,birthday`.
 *
 * Facebook gives no "email verified" claim, so a Facebook email is never treated as verified:
 * it never links to an existing account with that email (the person gets the 1171 message).
 */
import { fetchJson, SocialAuthError, type SocialProfile } from './providers';

export const GRAPH_URL = 'https://graph.facebook.com';

export interface FacebookApp {
  appId: string | null;
  appSecret: string | null;
}

/** Facebook's `MM/DD/YYYY` birthday as `YYYY-MM-DD` (only a full date; `MM/DD` or `YYYY` → null). */
export function facebookBirthdate(v: unknown): string | null {
  const m = typeof v === 'string' ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v) : null;
  return m ? `${m[3]}-${m[1]}-${m[2]}` : null;
}

export async function verifyFacebookToken(
  token: string,
  app: FacebookApp,
  nowMs = Date.now(),
): Promise<SocialProfile> {
  if (!app.appId || !app.appSecret) throw new SocialAuthError('not_configured', 'Facebook app not set');
  const q = new URLSearchParams({ input_token: token, access_token: `${app.appId}|${app.appSecret}` });
  const debug = await fetchJson(`${GRAPH_URL}/debug_token?${q.toString()}`);
  const data = (debug.body as { data?: Record<string, unknown> }).data;
  if (debug.status !== 200 || !data) throw new SocialAuthError('invalid', 'token not accepted');
  if (String(data.app_id) !== app.appId) throw new SocialAuthError('invalid', 'token of another app');
  const expiresAt = typeof data.expires_at === 'number' ? data.expires_at : 0;
  if (expiresAt > 0 && expiresAt * 1000 < nowMs) throw new SocialAuthError('expired', 'token expired');
  if (data.is_valid !== true) throw new SocialAuthError('invalid', 'token not valid');
  const userId =
    typeof data.user_id === 'string' || typeof data.user_id === 'number' ? String(data.user_id) : '';
  if (!userId) throw new SocialAuthError('invalid', 'no user');

  const me = await fetchJson(
    `${GRAPH_URL}/me?${new URLSearchParams({ fields: 'id,name,email,birthday', access_token: token }).toString()}`,
  );
  const b = me.body as Record<string, unknown>;
  if (me.status !== 200 || String(b.id) !== userId) throw new SocialAuthError('invalid', 'profile refused');
  return {
    provider: 'facebook',
    subject: userId,
    email: typeof b.email === 'string' && b.email ? b.email : null,
    emailVerified: false,
    name: typeof b.name === 'string' ? b.name : null,
    birthdate: facebookBirthdate(b.birthday),
  };
}
