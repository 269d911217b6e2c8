/** Zod schemas of moderation's API edge (server only: keeps zod out of the browser bundle). */
import { z } from 'zod';
import { TICKET_ACTIONS, TICKET_STATUSES } from './api';
import { moderationMessages as m } from './messages';
import { TIMEOUT_REASON_MAX } from './validation';

const ticketId = z.coerce
  .number({ error: 'ticketId must be a ticket id' })
  .int('ticketId must be a ticket id')
  .positive('ticketId must be a ticket id')
  .optional();

/** `POST …/close` `{reason, ticketId?}`: the reason is checked against the 12 by the service. */
export const closeBody = z.object({ reason: z.string({ error: m.badReason }), ticketId });

/** `POST …/timeout` `{reason, ticketId?}`. */
export const timeoutBody = z.object({
  reason: z
    .string({ error: m.badTimeoutReason })
    .trim()
    .min(1, m.badTimeoutReason)
    .max(TIMEOUT_REASON_MAX, m.badTimeoutReason),
  ticketId,
});

/** `GET /v5/moderation/tickets?type=&status=&after=`. */
export const ticketsQuery = z.object({
  type: z.string().max(40, 'type is not a report type').optional(),
  status: z.enum(['', ...TICKET_STATUSES], { error: 'status must be open or resolved' }).optional(),
  after: z.coerce.number({ error: 'after must be a ticket id' }).int().positive().optional(),
});

/** `POST /v5/moderation/tickets/{id}/actions` `{action, reason?}`. */
export const actionBody = z.object({
  action: z.enum(TICKET_ACTIONS, { error: m.badAction }),
  reason: z.string().max(TIMEOUT_REASON_MAX).optional(),
});
