/**
 * The header's account links, part of `accountsMessages`. Their own module: the header is in the
 * first-load bundle, and importing them from `./accounts` would bring every sign-up and log-in
 * text along.
 */
export const accountLinks = {
  logIn: 'Log in',
  signUp: 'Sign up',
  logOut: 'Log out',
} as const;
