/**
 * Moderation's wire contract (accounts-safety-messaging §2 restricted profile, §6): system admins and
 * moderators close an account with one of the 12 reasons, or time it out for 2 days with a reason.
 * The profile's moderation dropdown calls these; the staff tickets queue acts through them too.
 */

/** Time-out length (spec §9). */
export const TIMEOUT_DAYS = 2;

export interface CloseAccountBody {
  /** One of the spec's close-account reasons (`CLOSE_REASONS` in shared/privacy/accountValidation). */
  reason: string;
  /** The support ticket this acts on, if any (the queue marks it resolved with the action). */
  ticketId?: number;
}

export interface TimeoutBody {
  reason: string;
  ticketId?: number;
}

export interface ModerationResult {
  username: string;
  /** ISO time the time-out ends (time-out only). */
  timeoutUntil?: string;
  closed?: boolean;
}

export const moderationPaths = {
  close: (username: string): string => `/v5/moderation/users/${encodeURIComponent(username)}/close`,
  timeout: (username: string): string => `/v5/moderation/users/${encodeURIComponent(username)}/timeout`,
} as const;

// ---------------------------------------------------------------------------------------------
// The staff tickets queue (issue 27 §5): support tickets for system admins and moderators.

export const TICKET_STATUSES = ['open', 'resolved'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** What the queue can do to a ticket's reported account or content (`POST …/tickets/{id}/actions`). */
export const TICKET_ACTIONS = ['close', 'timeout', 'remove_comment', 'hide_story', 'unhide_story'] as const;
export type TicketAction = (typeof TICKET_ACTIONS)[number];

/** Tickets per queue page. */
export const TICKETS_PAGE_SIZE = 20;

export interface TicketSummary {
  id: number;
  reportType: string;
  reason: string;
  subject: string;
  /** The reported account, when there is one. */
  username: string | null;
  requesterName: string;
  status: TicketStatus;
  createdAt: string;
  actionTaken: string | null;
}

export interface TicketsPage {
  tickets: TicketSummary[];
  /** The `after` of the next (older) page, or null at the end. */
  nextAfter: number | null;
}

export interface TicketDetail extends TicketSummary {
  requesterEmail: string;
  comment: string;
  customFields: { id: string; value: string }[];
  storyId: number | null;
  reportedName: string | null;
  reportedLocation: string | null;
  reportedBody: string | null;
  deepLink: string | null;
  /** The reported comment's id, read from the deep link or location (comment reports). */
  commentId: number | null;
  resolvedAt: string | null;
  resolvedBy: string | null;
  /** Links for staff: the reported account's profile, the reported content. */
  links: { user: string | null; content: string | null };
  /** The reported account's state (so the page offers only what still applies). */
  target: { closed: boolean; timeoutUntil: string | null; isStaff: boolean } | null;
  /** The reported story is hidden from readers (by the queue or otherwise). */
  storyHidden: boolean;
}

export interface TicketActionBody {
  action: TicketAction;
  /** Close: one of the close reasons; time-out: a reason (the spec's list or a sentence). */
  reason?: string;
}

export interface TicketsQuery {
  type?: string;
  status?: TicketStatus | '';
  after?: number;
}

/** The queue's paths (API) and pages. */
export const ticketPaths = {
  list: (q: TicketsQuery = {}): string => {
    const s = new URLSearchParams();
    if (q.type) s.set('type', q.type);
    if (q.status) s.set('status', q.status);
    if (q.after) s.set('after', String(q.after));
    const qs = s.toString();
    return `/v5/moderation/tickets${qs ? `?${qs}` : ''}`;
  },
  one: (id: number): string => `/v5/moderation/tickets/${id}`,
  resolve: (id: number): string => `/v5/moderation/tickets/${id}/resolve`,
  actions: (id: number): string => `/v5/moderation/tickets/${id}/actions`,
} as const;

export const STAFF_TICKETS_PATH = '/staff/tickets';
export const staffTicketPath = (id: number): string => `${STAFF_TICKETS_PATH}/${id}`;

/** The moderation part of the `Api` contract (HTTP in the browser, in-process on the server). */
export interface ModerationApi {
  close(username: string, body: CloseAccountBody, csrfToken: string | null): Promise<ModerationResult>;
  timeout(username: string, body: TimeoutBody, csrfToken: string | null): Promise<ModerationResult>;
  tickets(q: TicketsQuery): Promise<TicketsPage>;
  ticket(id: number): Promise<TicketDetail>;
  resolve(id: number, csrfToken: string | null): Promise<TicketDetail>;
  act(id: number, body: TicketActionBody, csrfToken: string | null): Promise<TicketDetail>;
}
