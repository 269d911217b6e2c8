/** `/login?nextUrl=…` for an action that needs an account (the no-JavaScript fallback too). */
export const loginUrl = (nextUrl: string): string => `/login?nextUrl=${encodeURIComponent(nextUrl)}`;
export const signupUrl = (nextUrl: string): string => `/signup?nextUrl=${encodeURIComponent(nextUrl)}`;
