import type { InboxApi } from '../../../shared/inbox';
import {
  inboxPaths,
  type AutocompleteUser,
  type ConversationPage,
  type InboxPage,
  type Message,
} from '../../../shared/inbox/api';
import { jsonWrite, request } from '../../api/request';

/** The inbox's calls over HTTP (accounts-safety-messaging §7). */
export function createInboxHttpApi(base: string): InboxApi {
  return {
    threads: (me, filter, offset) => request<InboxPage>(base, inboxPaths.threads(me, filter, offset)),
    conversation: (me, other, offset) =>
      request<ConversationPage>(base, inboxPaths.conversation(me, other, offset)),
    post: (me, other, body, csrfToken) =>
      request<Message>(
        base,
        inboxPaths.post(me, other),
        jsonWrite('POST', csrfToken, { sender: me, recipient: other, body }),
      ),
    deleteMessage: async (me, other, messageId, csrfToken) => {
      await request(base, inboxPaths.deleteMessage(me, other, messageId), jsonWrite('DELETE', csrfToken));
    },
    deleteConversation: async (me, other, csrfToken) => {
      await request(base, inboxPaths.deleteConversation(me, other), jsonWrite('DELETE', csrfToken));
    },
    autocomplete: (term) => request<AutocompleteUser[]>(base, inboxPaths.autocomplete(term)),
    unread: async (me) =>
      (
        await request<{ inbox?: { unread: number } }>(
          base,
          `/api/v3/users/${encodeURIComponent(me)}?fields=inbox`,
        )
      ).inbox?.unread ?? 0,
  };
}
