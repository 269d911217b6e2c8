/** What the identity-provider adapters give back, and how they fail. */
import type { SocialProvider } from '../../../shared/social/messages';

/** A person as an identity provider vouches for them. */
export interface SocialProfile {
  provider: SocialProvider;
  /** The provider's stable id of the person (Google `sub`, Facebook user id). */
  subject: string;
  email: string | null;
  /** True only when the provider says it checked the address. */
  emailVerified: boolean;
  name: string | null;
  /** `YYYY-MM-DD` when the provider gave a full date of birth. */
  birthdate: string | null;
}

/**
 * `not_configured`: no client id/secret; `invalid`: the token is not good (bad signature, wrong
 * audience, not valid); `expired`; `unavailable`: the provider did not answer properly.
 */
export type SocialFailure = 'not_configured' | 'invalid' | 'expired' | 'unavailable';

export class SocialAuthError extends Error {
  constructor(
    readonly failure: SocialFailure,
    detail: string,
  ) {
    super(detail);
    this.name = 'SocialAuthError';
  }
}

/** How long we wait for a provider (a hung provider must not hang the hand-off). */
export const PROVIDER_TIMEOUT_MS = 5_000;

/** GET a provider's JSON; network errors, timeouts and 5xx → `unavailable`. */
export async function fetchJson(url: string): Promise<{ status: number; body: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (err) {
    throw new SocialAuthError('unavailable', `request failed: ${(err as Error).message}`);
  }
  if (res.status >= 500) throw new SocialAuthError('unavailable', `provider answered ${res.status}`);
  try {
    return { status: res.status, body: (await res.json()) as unknown };
  } catch {
    throw new SocialAuthError('unavailable', 'provider answered something other than JSON');
  }
}
