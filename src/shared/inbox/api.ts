/**
 * Private messaging's wire contract (accounts-safety-messaging §3, §7): the inbox's threads and a
 * conversation's messages, shared by the server routes, the client's HTTP adapter and the sagas.
 */
import type { UserSafetyFlags } from '../safety/api';

/** Inbox page size (spec §9). */
export const INBOX_PAGE_SIZE = 10;
/** A conversation page (older messages load by offset). */
export const CONVERSATION_PAGE_SIZE = 20;
/** Private message length (spec §9; longer input is truncated). */
export const MESSAGE_MAX_LENGTH = 2000;
/** Date separators between messages at gaps of this many hours or more (spec §2). */
export const SEPARATOR_GAP_HOURS = 6;

export interface InboxUser {
  name: string;
  avatar: string;
  isActive: boolean;
  badges: { verified: boolean; staff: boolean; ambassador: boolean };
  isMutedByCurrentUser: boolean;
  isBlockedByCurrentUser: boolean;
  safety: { isMuted: boolean; isBlocked: boolean };
}

export interface InboxThread {
  user: InboxUser;
  unread: number;
  recentMessage: { body: string; createDate: string };
}

/** `GET /api/v3/users/{u}/inbox?filter=&limit=10&offset=` */
export interface InboxPage {
  threads: InboxThread[];
  total: number;
}

export interface Message {
  id: number;
  body: string;
  createDate: string;
  from: { name: string; avatar: string };
  recipient: string;
  unread: boolean;
}

/** `GET /api/v3/users/{me}/inbox/{other}?offset=` (messages oldest first within the page). */
export interface ConversationPage extends Partial<UserSafetyFlags> {
  messages: Message[];
  badges: { verified: boolean; staff: boolean; ambassador: boolean };
  isActive: boolean;
  total: number;
  isBlockingCurrentUser: boolean;
  safety: { isMuted: boolean; isBlocked: boolean };
  isFollowing: boolean;
  /** Private message permissions (spec §3). */
  canSendPrivateMessage: boolean;
  displayWarningNotice: boolean;
  displayDeprecationNotice: boolean;
}

/** `POST /api/v3/users/{me}/inbox/{other}` body; the answer is the `Message`. */
export interface PostMessageBody {
  sender: string;
  recipient: string;
  body: string;
}

/** `GET /api/v3/autocomplete/following_user?term=` */
export interface AutocompleteUser {
  label: string;
  image: string;
  category: 'Your Friends' | 'Other People';
}

export const inboxPaths = {
  threads: (me: string, filter: string, offset: number): string =>
    `/api/v3/users/${encodeURIComponent(me)}/inbox?filter=${encodeURIComponent(filter)}&limit=${INBOX_PAGE_SIZE}&offset=${offset}`,
  conversation: (me: string, other: string, offset: number): string =>
    `/api/v3/users/${encodeURIComponent(me)}/inbox/${encodeURIComponent(other)}?offset=${offset}`,
  post: (me: string, other: string): string =>
    `/api/v3/users/${encodeURIComponent(me)}/inbox/${encodeURIComponent(other)}`,
  deleteMessage: (me: string, other: string, messageId: number): string =>
    `/api/v3/users/${encodeURIComponent(me)}/inbox/${encodeURIComponent(other)}?message_id=${messageId}`,
  /** Our shape (spec: "deletion of a conversation by route, path not shown"). */
  deleteConversation: (me: string, other: string): string =>
    `/api/v3/users/${encodeURIComponent(me)}/inbox/${encodeURIComponent(other)}`,
  autocomplete: (term: string): string =>
    `/api/v3/autocomplete/following_user?term=${encodeURIComponent(term)}`,
} as const;
