/** The staff queue's state rules (declared in `src/shared/moderation/routes.ts`). */
import type { ModerationPageKey } from '../../shared/moderation/routes';
import { loadStatus, titled, type PageRulesFor } from '../pageRule';

export const MODERATION_PAGE_RULES = {
  staffTickets: { status: (s) => loadStatus(s.moderation.list) },
  staffTicket: {
    status: (s) => s.moderation.ticket.formStatus ?? loadStatus(s.moderation.ticket),
    title: (s) => (s.moderation.ticket.data ? titled(s, `Ticket #${s.moderation.ticket.data.id}`) : null),
  },
} satisfies PageRulesFor<ModerationPageKey>;
