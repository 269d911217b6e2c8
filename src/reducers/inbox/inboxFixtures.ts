/** Test data for the inbox's reducer, saga and component tests. */
import type { ConversationPage, InboxThread, Message } from '../../shared/inbox/api';

export const makeThread = (name: string, extra: Partial<InboxThread> = {}): InboxThread => ({
  user: {
    name,
    avatar: `/avatars/${name}.png`,
    isActive: true,
    badges: { verified: false, staff: false, ambassador: false },
    isMutedByCurrentUser: false,
    isBlockedByCurrentUser: false,
    safety: { isMuted: false, isBlocked: false },
  },
  unread: 0,
  recentMessage: { body: `Hello from ${name}`, createDate: '2026-11-20T10:00:00Z' },
  ...extra,
});

export const makeMessage = (
  id: number,
  from: string,
  createDate: string,
  body = `message ${id}`,
): Message => ({
  id,
  body,
  createDate,
  from: { name: from, avatar: `/avatars/${from}.png` },
  recipient: from === 'reader_rosa' ? 'writer_wen' : 'reader_rosa',
  unread: false,
});

export const makeConversation = (
  messages: Message[],
  extra: Partial<ConversationPage> = {},
): ConversationPage => ({
  messages,
  badges: { verified: true, staff: false, ambassador: false },
  isActive: true,
  total: messages.length,
  isMutedByCurrentUser: false,
  isBlockedByCurrentUser: false,
  isMutingCurrentUser: false,
  isBlockingCurrentUser: false,
  safety: { isMuted: false, isBlocked: false },
  isFollowing: true,
  canSendPrivateMessage: true,
  displayWarningNotice: false,
  displayDeprecationNotice: false,
  ...extra,
});
