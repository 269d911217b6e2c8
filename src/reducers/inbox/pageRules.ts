/** The conversation page's state rule (declared in `src/shared/inbox/routes.ts`). */
import type { InboxPageKey } from '../../shared/inbox/routes';
import type { PageRulesFor } from '../pageRule';

export const INBOX_PAGE_RULES = {
  // A refused no-JavaScript form renders the conversation again with the refusal's status.
  inboxConversation: { status: (s) => s.conversation.failedStatus },
} satisfies PageRulesFor<InboxPageKey>;
