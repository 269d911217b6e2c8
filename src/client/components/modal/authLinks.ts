import { authPath } from '../../../shared/accounts/intent';

/**
 * `/login?nextUrl=…` for an action that needs an account (the no-JavaScript fallback too), with
 * the action itself as `intent` (Follow, Vote: shared/accounts/intent.ts) when there is one.
 */
export const loginUrl = (nextUrl: string, intent?: string | null): string =>
  authPath('/login', nextUrl, intent);
export const signupUrl = (nextUrl: string, intent?: string | null): string =>
  authPath('/signup', nextUrl, intent);
