/** Rules of closing an account and of the language choice, shared by the pages and the server. */
import { accountMessages as m } from './accountMessages';

/** Close-account reasons an admin records (spec §3). */
export const CLOSE_REASONS = [
  'banned_explicit',
  'banned_self_harm',
  'copyright',
  'csem',
  'csem_image_moderation',
  'cyberbullying_harassment',
  'extremism',
  'poaching',
  'previous_account_closed',
  'sexual_messaging',
  'spam',
  'underage',
] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];
/** What `users.close_reason` holds when the user closed the account themself. */
export const SELF_CLOSED = 'self';

export const isCloseReason = (v: unknown): v is CloseReason =>
  typeof v === 'string' && (CLOSE_REASONS as readonly string[]).includes(v);

export const CLOSE_COMMENT_MAX = 500;

export interface CloseAccountErrors {
  password?: string;
  comment?: string;
}

/** The close-account form: a password is required, the optional reason is at most 500 characters. */
export function validateCloseAccount(input: { password: string; comment: string }): CloseAccountErrors {
  const errors: CloseAccountErrors = {};
  if (!input.password) errors.password = m.closePasswordRequired;
  if (input.comment.length > CLOSE_COMMENT_MAX) errors.comment = m.closeReasonTooLong;
  return errors;
}

/** The interface-language cookie (spec §9: lasts 3650 days); its value is a locale such as fr_FR. */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 3650;
export const LOCALE_COOKIE_MAX_AGE_MS = LOCALE_COOKIE_DAYS * 24 * 60 * 60 * 1000;
/** Spec §9: the default language id is 1. */
export const DEFAULT_LANGUAGE_ID = 1;

/** Own-data page path for a product name (`/settings/your-storyloom-data`; the footer links it). */
export { ownDataPath } from '../common/footerMessages';
