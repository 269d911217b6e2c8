/** The inbox's pages of the page table (accounts-safety-messaging §2 Routes) and its form addresses. */
import type { PageMeta } from '../common/pageMeta';
import { conversationRequested, inboxRequested } from './actions';
import { headerMessages } from '../common/headerMessages';
import { inboxFilterOf, offsetOf } from './composer';

export type InboxPageKey = 'inbox' | 'inboxConversation';

export const INBOX_PATH = '/inbox';
/** `/inbox/{username}`: one conversation; the thread key is the other user's username. */
export const conversationPath = (username: string): string => `/inbox/${encodeURIComponent(username)}`;
/** `/inbox?filter=&offset=`: a later page of threads (the no-JavaScript "Load more"). */
export const inboxPageUrl = (filter: string, offset: number): string => {
  const q = [filter ? `filter=${encodeURIComponent(filter)}` : '', offset ? `offset=${offset}` : '']
    .filter(Boolean)
    .join('&');
  return q ? `${INBOX_PATH}?${q}` : INBOX_PATH;
};
/** `/inbox/{username}?offset=`: older messages without JavaScript. */
export const conversationPageUrl = (username: string, offset: number): string =>
  offset ? `${conversationPath(username)}?offset=${offset}` : conversationPath(username);

/** No-JavaScript forms (`inboxForms.ts`, server): `POST` with `_csrf` and `body`. */
export const messagePostPath = (username: string): string => `${conversationPath(username)}/messages`;
/** `POST` with `_csrf`: deletes one of the viewer's messages. */
export const messageDeletePath = (username: string, messageId: number): string =>
  `${conversationPath(username)}/messages/${messageId}/delete`;
/** `POST` with `_csrf`: deletes the conversation, then back to /inbox. */
export const conversationDeletePath = (username: string): string => `${conversationPath(username)}/delete`;
/** The form name a refused post is kept under (`forms/failed`). */
export const MESSAGE_FORM = 'inbox:message';

// Both pages are signed-in only: the server sends visitors to /login?nextUrl=…
export const INBOX_PAGES = {
  inbox: {
    pattern: /^\/inbox\/?$/,
    keys: [],
    loginRequired: true,
    preload: (_m, q, viewer) =>
      viewer ? [inboxRequested({ filter: inboxFilterOf(q.filter), offset: offsetOf(q.offset) })] : [],
    title: headerMessages.inboxTitle,
  },
  inboxConversation: {
    pattern: /^\/inbox\/([^/]+)\/?$/,
    keys: ['username'],
    loginRequired: true,
    preload: (match, q, viewer) =>
      viewer ? [conversationRequested({ username: match.params.username, offset: offsetOf(q.offset) })] : [],
    title: headerMessages.inboxTitle,
    rules: ['status'],
  },
} satisfies Record<InboxPageKey, PageMeta>;
