/** The staff tickets queue's pages (issue 27 §5): system admins and moderators only (the API checks). */
import type { PageMeta } from '../common/pageMeta';
import { ticketRequested, ticketsRequested } from './actions';
import { TICKET_STATUSES, type TicketStatus } from './api';

export type ModerationPageKey = 'staffTickets' | 'staffTicket';

const statusOf = (v: string | undefined): TicketStatus | '' =>
  (TICKET_STATUSES as readonly string[]).includes(v ?? '') ? (v as TicketStatus) : '';

export const MODERATION_PAGES = {
  staffTickets: {
    pattern: /^\/staff\/tickets\/?$/,
    keys: [],
    loginRequired: true,
    preload: (_m, q) => [
      ticketsRequested({
        type: q.type || undefined,
        status: q.status === undefined ? 'open' : statusOf(q.status),
        after: Number(q.after) > 0 ? Number(q.after) : undefined,
      }),
    ],
    title: 'Tickets',
    rules: ['status'],
  },
  staffTicket: {
    pattern: /^\/staff\/tickets\/0*(\d+)\/?$/,
    keys: ['id'],
    loginRequired: true,
    forms: true,
    preload: (m) => [ticketRequested({ id: Number(m.params.id) })],
    rules: ['status', 'title'],
  },
} satisfies Record<ModerationPageKey, PageMeta>;
