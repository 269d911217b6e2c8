/**
 * Email re-verification reminder rules (spec §4, §9): the modal shows only if the user is not yet
 * re-verified and either no reminder cookie exists or the skip count exceeds max_skips. Skip sets
 * the reminder cookie for days_between_reminders days and counts the skip. Ours: only a VERIFIED
 * address is re-verified (an unverified one is the please-verify modal's business), and clicking a
 * verification link counts as re-verifying (the address was just shown to work).
 */
import type { EmailReverificationStatus } from './api';

/** Present while the last skip is younger than days_between_reminders. */
export const REMINDER_COOKIE = 'email_reverify_reminder';
/** How many times the user skipped (kept a year). */
export const SKIPS_COOKIE = 'email_reverify_skips';
const SKIPS_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface ReminderCookies {
  reminder: boolean;
  skips: number;
}

/** The reminder cookies in a `document.cookie` string. */
export function readReminderCookies(cookie: string): ReminderCookies {
  const pairs = new Map(
    cookie
      .split(/;\s*/)
      .filter(Boolean)
      .map((c) => {
        const i = c.indexOf('=');
        return [i < 0 ? c : c.slice(0, i), i < 0 ? '' : c.slice(i + 1)] as const;
      }),
  );
  const skips = Number(pairs.get(SKIPS_COOKIE));
  return { reminder: pairs.has(REMINDER_COOKIE), skips: Number.isInteger(skips) && skips > 0 ? skips : 0 };
}

export function shouldShowReverify(
  status: EmailReverificationStatus,
  verifiedEmail: boolean,
  cookies: ReminderCookies,
): boolean {
  if (!verifiedEmail || status.is_email_reverified) return false;
  return !cookies.reminder || cookies.skips > status.max_skips;
}

/** The `document.cookie` assignments a skip makes. */
export function skipCookies(cookies: ReminderCookies, daysBetweenReminders: number): string[] {
  const days = Math.max(1, Math.round(daysBetweenReminders));
  return [
    `${REMINDER_COOKIE}=1; Max-Age=${days * 24 * 60 * 60}; Path=/; SameSite=Lax`,
    `${SKIPS_COOKIE}=${cookies.skips + 1}; Max-Age=${SKIPS_MAX_AGE_S}; Path=/; SameSite=Lax`,
  ];
}

/** Writes `document.cookie` assignments (the browser's; tests pass their own). */
export type CookieWriter = (assignments: string[]) => void;
