/**
 * What a visitor asked for when the sign-up prompt stopped them (issue 24 #1): Follow on a profile
 * or Vote on a part. It travels with the log-in and sign-up forms as the hidden field `intent`
 * (`follow:<username>` or `vote:<partId>`) and the server performs it right after the account is
 * signed in or created, in the same (CSRF-checked) post — never on a GET. The kinds are a closed
 * set; the server parses with zod (`intentSchema.ts`), this file has no dependencies so the
 * buttons and links that build an intent stay small.
 */

export type IntentKind = 'follow' | 'vote';

export type Intent = { kind: 'follow'; username: string } | { kind: 'vote'; partId: number };

/** Usernames as the profile URLs carry them (older accounts predate today's sign-up rule). */
export const INTENT_USERNAME = /^[A-Za-z0-9_.-]{1,40}$/;
export const INTENT_PART_ID = /^[1-9][0-9]{0,15}$/;

export const followIntent = (username: string): string => `follow:${username}`;
export const voteIntent = (partId: number | string): string => `vote:${partId}`;

/** Whether `value` is an intent's text of a known kind (the client echoes only these). */
export function isIntentText(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const [kind, arg, ...rest] = value.split(':');
  if (rest.length || arg === undefined) return false;
  if (kind === 'follow') return INTENT_USERNAME.test(arg);
  if (kind === 'vote') return INTENT_PART_ID.test(arg);
  return false;
}

/** `/login?nextUrl=…&intent=…` (or `/signup…`): the no-JavaScript way to an account and back. */
export function authPath(path: '/login' | '/signup', nextUrl: string | null, intent?: string | null): string {
  const query = [
    nextUrl ? `nextUrl=${encodeURIComponent(nextUrl)}` : null,
    intent && isIntentText(intent) ? `intent=${encodeURIComponent(intent)}` : null,
  ].filter(Boolean);
  return query.length ? `${path}?${query.join('&')}` : path;
}
