/** The development outbox's state rule (declared in `src/shared/outbox/routes.ts`). */
import type { OutboxPageKey } from '../../shared/outbox/routes';
import { loadStatus, type PageRulesFor } from '../pageRule';

export const OUTBOX_PAGE_RULES = {
  devOutbox: { status: (s) => loadStatus(s.outbox) },
} satisfies PageRulesFor<OutboxPageKey>;
