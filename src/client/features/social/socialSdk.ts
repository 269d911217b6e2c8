/**
 * The browser side of social sign-in: loads Google Identity Services or the Facebook SDK on
 * demand (their hosts are allowed by the CSP only when the provider is configured), gets a token,
 * and hands it to the server with a full-page navigation to `/oauth-auth?nextUrl=&data=`.
 */
import { OAUTH_STATE_COOKIE } from '../../../shared/common/constants';
import { isIntentText } from '../../../shared/accounts/intent';
import type { SocialProvider } from '../../../shared/social/messages';

export const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
export const FACEBOOK_SCRIPT = 'https://connect.facebook.net/en_US/sdk.js';

/** A fresh random state, also set as the `sl_oauth_state` cookie the server compares it with. */
function newHandOffState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const state = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${OAUTH_STATE_COOKIE}=${state}; Path=/oauth-auth; Max-Age=600; SameSite=Lax${secure}`;
  return state;
}

/**
 * `/oauth-auth?nextUrl=…&data={token, type, redirect, state, intent}`; `intent`: the Follow / Vote
 * the visitor pressed before the sign-up prompt, done once signed in (a known kind only).
 */
export const handOffUrl = (type: SocialProvider, token: string, nextUrl: string, intent?: string): string =>
  `/oauth-auth?${new URLSearchParams({
    nextUrl,
    data: JSON.stringify({
      token,
      type,
      redirect: true,
      state: newHandOffState(),
      ...(isIntentText(intent) ? { intent } : {}),
    }),
  }).toString()}`;

const loading = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  const hit = loading.get(src);
  if (hit) return hit;
  const p = new Promise<void>((resolve, reject) => {
    const s = document.createElement('script');
    s.src = src;
    s.async = true;
    s.onload = () => resolve();
    s.onerror = () => {
      loading.delete(src);
      reject(new Error(`could not load ${src}`));
    };
    document.head.appendChild(s);
  });
  loading.set(src, p);
  return p;
}

interface GoogleId {
  initialize(o: {
    client_id: string;
    callback: (r: { credential?: string }) => void;
    auto_select?: boolean;
  }): void;
  prompt(): void;
}
interface FacebookSdk {
  init(o: { appId: string; version: string; cookie?: boolean }): void;
  login(cb: (r: { authResponse?: { accessToken?: string } }) => void, o: { scope: string }): void;
}
type WithSdks = Window & { google?: { accounts?: { id?: GoogleId } }; FB?: FacebookSdk };

/** Google one-tap / sign-in prompt; its credential (an ID token) goes to /oauth-auth. */
export async function googleSignIn(clientId: string, nextUrl: string, intent?: string): Promise<void> {
  await loadScript(GOOGLE_SCRIPT);
  const id = (window as WithSdks).google?.accounts?.id;
  if (!id) throw new Error('Google sign-in did not load');
  id.initialize({
    client_id: clientId,
    callback: (r) => {
      if (r.credential) window.location.assign(handOffUrl('google', r.credential, nextUrl, intent));
    },
  });
  id.prompt();
}

/** Facebook log-in (scope email, birthday); its access token goes to /oauth-auth. */
export async function facebookLogin(appId: string, nextUrl: string, intent?: string): Promise<void> {
  await loadScript(FACEBOOK_SCRIPT);
  const fb = (window as WithSdks).FB;
  if (!fb) throw new Error('Facebook log-in did not load');
  fb.init({ appId, version: 'v19.0' });
  fb.login(
    (r) => {
      const token = r.authResponse?.accessToken;
      if (token) window.location.assign(handOffUrl('facebook', token, nextUrl, intent));
    },
    { scope: 'public_profile,email,user_birthday' },
  );
}
