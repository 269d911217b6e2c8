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
  /** The inbox link and its unread badge (the inbox's messages reuse them). */
  inbox: 'Inbox',
  unread: (n: number): string => `${n} unread`,
  /** Staff only: the tickets queue. */
  tickets: 'Tickets',
  /** Page titles the page table needs on every page (the page's own texts load with it). */
  inboxTitle: 'My Messages',
  reportTitle: 'Report',
} as const;
