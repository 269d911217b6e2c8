/**
 * Where onboarding ends (issue 24 #4): sign-up goes to `/start?nextUrl=…` and the success screen's
 * 'Start reading' goes on to that place — own paths only (`safeNextUrl`), /home when none.
 */
import { nextUrlParam, safeNextUrl } from '../common/safeNextUrl';

export const ONBOARDING_START = '/start';
export const ONBOARDING_SUCCESS = '/start/success';
const DEFAULT_NEXT = '/home';

/** The safe place to go after onboarding, from a parsed query (or form body). */
export const onboardingNext = (query: Record<string, unknown>): string =>
  safeNextUrl(nextUrlParam(query), DEFAULT_NEXT);

/** `path?nextUrl=…`, or the bare path when the next place is the default (/home). */
export const withOnboardingNext = (path: string, next: string): string =>
  next === DEFAULT_NEXT ? path : `${path}?nextUrl=${encodeURIComponent(next)}`;

/** Where a new account goes first: onboarding, then `next`. */
export const afterSignupPath = (next: string): string => withOnboardingNext(ONBOARDING_START, next);

/** Whether onboarding goes on to the writing studio (a writer's journey ends at /myworks). */
export const goesToWriting = (next: string): boolean => /^\/myworks(?:[/?#]|$)/.test(next);
