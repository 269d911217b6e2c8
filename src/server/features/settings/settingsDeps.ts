/** What the settings routers need besides the request. */
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import type { SettingsFlash } from '../../../shared/settings/api';
import type { ContextFactory } from '../../lib/http';
import { type FlagsCache, getFlags, memoryFlagsCache, redisFlagsCache } from '../flags';
import { recoveryLimit, type RecoveryRouteDeps, sendVerificationEmail } from '../recovery';

export interface SettingsDeps {
  getContext: ContextFactory;
  /** Mail (the verification link to a new address) and the origin of its links. */
  recovery: RecoveryRouteDeps;
  redis: Redis | null;
  /** The SSR page handler: a refused form is rendered again as the page it came from. */
  renderPage: RequestHandler;
}

/** The `settings_birthdate` test-group flag (20261122000035) for a user; off when flags fail. */
export function birthdateRulesFor(deps: SettingsDeps): (userId: number) => Promise<boolean> {
  const cache: FlagsCache = deps.redis ? redisFlagsCache(deps.redis) : memoryFlagsCache();
  return async (userId) => {
    const flags = await getFlags(deps.recovery.db, cache, 'web', userId).catch(
      () => ({}) as Record<string, boolean>,
    );
    return flags.settings_birthdate === true;
  };
}

/**
 * Each route that checks the current password: 10 tries per user per 15 minutes (argon2 is slow
 * on purpose; a stolen session must not become a password-guessing oracle).
 */
export const passwordCheckLimit = (deps: SettingsDeps): RequestHandler =>
  recoveryLimit(deps.redis, {
    name: 'settings-password',
    windowMs: 15 * 60_000,
    limit: 10,
    failClosed: true,
    key: (req) => String(deps.getContext(req).viewer?.id ?? req.ip),
  });

/** Mails the verification link to the new address; a mail failure is logged, the change stands. */
export async function mailVerification(
  deps: SettingsDeps,
  userId: number,
  log?: { error: (o: object, msg: string) => void },
): Promise<void> {
  try {
    await sendVerificationEmail(deps.recovery, userId, deps.recovery.linkOrigin);
  } catch (err) {
    log?.error({ err }, 'verification email to a changed address could not be sent');
  }
}

/**
 * "Resend email" of the account section without JavaScript (the form twin of
 * `POST /api/v3/users/validate`): the flash the settings page shows, the spec's success or failure
 * view. An address already verified has nothing to resend: the page simply shows it verified.
 */
export async function resendVerification(
  deps: SettingsDeps,
  userId: number,
  log?: { error: (o: object, msg: string) => void },
): Promise<SettingsFlash | null> {
  try {
    const sent = await sendVerificationEmail(deps.recovery, userId, deps.recovery.linkOrigin);
    if (sent.outcome === 'already_verified') return null;
    return sent.outcome === 'sent'
      ? { kind: 'verificationSent', email: sent.email ?? '' }
      : { kind: 'verificationFailed' };
  } catch (err) {
    log?.error({ err }, 'verification email could not be sent');
    return { kind: 'verificationFailed' };
  }
}
