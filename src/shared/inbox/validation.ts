/**
 * Private messaging's rules shared by the server and the client (issue 27 §8–10): the message text
 * and the abuse limits. The texts of the server's refusals are here too, so the client can match
 * them (the spec shows no wording for these; they are ours).
 */
import { MESSAGE_MAX_LENGTH } from './api';

/** A message as stored: trimmed, cut to 2000 characters (spec §9: longer input is truncated). */
export const normaliseMessageBody = (body: string): string =>
  body.trim().slice(0, MESSAGE_MAX_LENGTH).trimEnd();

/**
 * Messages a user may send in a window: 20 a minute. A person typing replies rarely keeps up one
 * every 3 seconds for a minute, while a script pasting the same text into many threads is stopped
 * within its first minute.
 */
export const MESSAGE_POSTS_PER_WINDOW = 20;
export const MESSAGE_POST_WINDOW_MS = 60_000;

/**
 * A new account (younger than 7 days) may start at most 5 conversations a day (rolling 24 hours)
 * with people who do not follow it. Spam accounts are new and write to strangers; a new reader who
 * wants to thank a few writers is not held back, and replies and people who follow them are never
 * limited.
 */
export const NEW_ACCOUNT_DAYS = 7;
export const NEW_ACCOUNT_NEW_CONVERSATIONS_PER_DAY = 5;

/** The inbox list's filters: every thread (`''`) or the threads with unread messages. */
export const INBOX_FILTERS = ['', 'unread'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

/** The server's refusals (400/403/429 `message`). */
export const INBOX_ERRORS = {
  notYours: 'You can only read and send your own messages.',
  emptyBody: 'Write a message before sending it.',
  wrongParties: 'The sender must be you and the recipient the person in this conversation.',
  selfMessage: 'You cannot send a message to yourself.',
  blocked: 'You cannot send messages to this account.',
  closed: 'This account is closed and cannot receive messages.',
  ended: 'Private messaging has ended.',
  tooFast: 'You are sending messages too quickly. Please wait a minute and try again.',
  newAccountLimit:
    'New accounts can start only a few conversations a day with people who don’t follow them. Please try again tomorrow.',
  badFilter: 'Invalid value for filter: only unread, or empty for every thread.',
  badOffset: 'Invalid value for offset.',
  messageNotFound: 'Message not found.',
  notYourMessage: 'You can only delete your own messages.',
} as const;
