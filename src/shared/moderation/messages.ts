/**
 * Moderation's texts (accounts-safety-messaging §6, §9). The spec gives no wording for a timed-out
 * user's refused write; this one says when it ends and what still works.
 */

import { headerMessages } from '../common/headerMessages';

/** "Nov 29, 2026, 20:30 UTC": the end of a time-out, the same on the server and in the browser. */
export function formatTimeoutEnd(until: Date): string {
  const date = until.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  const time = until.toLocaleTimeString('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit' });
  return `${date}, ${time} UTC`;
}

export const moderationMessages = {
  /** A write refused while the viewer's time-out runs (every write route, and the no-JS forms). */
  timedOut: (until: Date): string =>
    `Your account is timed out until ${formatTimeoutEnd(until)}. You can read but not post, comment, message or publish.`,
  notAllowed: 'Only system admins and moderators can do this.',
  badReason: 'Choose one of the listed reasons.',
  badTimeoutReason: 'Give a reason for the time-out (up to 500 characters).',
  notYourself: 'You cannot close or time out your own account.',
  notAnAdmin: 'You cannot close or time out a system admin or moderator.',
  userNotFound: (username: string): string => `No user "${username}".`,
  alreadyClosed: (username: string): string => `"${username}" is already closed.`,
  ticketNotFound: 'Ticket not found.',
  badAction: 'Choose close, time-out, remove the comment, hide the story or show it again.',
  noAccount: 'This ticket names no account.',
  noComment: 'This ticket names no comment.',
  noStory: 'This ticket names no story.',
  closed: (username: string): string => `${username}'s account is closed.`,
  timedOutDone: (username: string, until: Date): string =>
    `${username} is timed out until ${formatTimeoutEnd(until)}.`,
  resolved: 'The ticket is marked resolved.',
  commentRemoved: 'The comment is removed.',
  storyHidden: 'The story is hidden from readers.',
  storyShown: 'The story is shown to readers again.',
  // The staff queue's pages.
  ticketsTitle: 'Tickets',
  ticketsLink: headerMessages.tickets,
  filterType: 'Report type',
  filterStatus: 'Status',
  allTypes: 'All types',
  allStatuses: 'All',
  statusOpen: 'Open',
  statusResolved: 'Resolved',
  filter: 'Filter',
  loading: 'Loading…',
  noTickets: 'No tickets here.',
  colTicket: 'Ticket',
  colType: 'Type',
  colReported: 'Reported account',
  colReceived: 'Received',
  colStatus: 'Status',
  newest: '← Newest',
  older: 'Older →',
  backToQueue: '← Tickets',
  requester: 'Requester',
  reasonLabel: 'Reason',
  comment: 'Comment',
  reportedUser: 'Reported account',
  reportedContent: 'Reported content',
  openContent: 'Open the reported content',
  customFields: 'Custom fields',
  received: 'Received',
  resolvedBy: (who: string, at: string, action: string | null): string =>
    `Resolved by ${who} on ${at}${action ? ` (${action})` : ''}.`,
  markResolved: 'Mark resolved',
  closeAccount: 'Close account',
  closeReason: 'Close reason',
  timeOut: 'Time out for 2 days',
  timeoutReason: 'Time-out reason',
  removeComment: 'Remove the comment',
  hideStory: 'Hide the story',
  showStory: 'Show the story again',
  accountClosed: 'This account is closed.',
  accountTimedOut: (until: string): string => `Timed out until ${until}.`,
  staffAccount: 'This account is a system admin or moderator.',
  actionsTitle: 'Act on this report',
  done: {
    resolve: 'The ticket is marked resolved.',
    close: 'The account is closed and the ticket resolved.',
    timeout: 'The account is timed out for 2 days and the ticket resolved.',
    remove_comment: 'The comment is removed and the ticket resolved.',
    hide_story: 'The story is hidden from readers and the ticket resolved.',
    unhide_story: 'The story is shown to readers again.',
  } as Record<string, string>,
} as const;
