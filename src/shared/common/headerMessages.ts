/**
 * The header's links (account, library, settings), also the names of those pages. Their own
 * module: the header is in the first-load bundle, and importing them from `./accounts`, `./lists`
 * or `./settings` would bring every text of those pages along (a module the header shares with a
 * page's chunk keeps all the exports either uses).
 */
export const headerMessages = {
  logIn: 'Log in',
  signUp: 'Sign up',
  logOut: 'Log out',
  library: 'Library',
  /** The writer's stories (/myworks). */
  write: 'Write',
  settings: 'Settings',
} as const;
