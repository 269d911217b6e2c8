import type { AutocompleteUser, ConversationPage, InboxPage, Message } from './api';

/**
 * The calls the inbox sagas make (the paths are `inboxPaths` in `api.ts`). Writes take the CSRF
 * token of a browser session. `me` is the viewer's username.
 */
export interface InboxApi {
  /** `GET /api/v3/users/{me}/inbox?filter=&limit=10&offset=` */
  threads(me: string, filter: string, offset: number): Promise<InboxPage>;
  /** `GET /api/v3/users/{me}/inbox/{other}?offset=` (offset counts back from the newest message). */
  conversation(me: string, other: string, offset: number): Promise<ConversationPage>;
  /** `POST /api/v3/users/{me}/inbox/{other}` `{sender, recipient, body}` → the new message. */
  post(me: string, other: string, body: string, csrfToken: string | null): Promise<Message>;
  /** `DELETE /api/v3/users/{me}/inbox/{other}?message_id=` */
  deleteMessage(me: string, other: string, messageId: number, csrfToken: string | null): Promise<void>;
  /** `DELETE /api/v3/users/{me}/inbox/{other}`: the whole conversation (for the viewer). */
  deleteConversation(me: string, other: string, csrfToken: string | null): Promise<void>;
  /** `GET /api/v3/autocomplete/following_user?term=` */
  autocomplete(term: string): Promise<AutocompleteUser[]>;
  /** The header's count: `GET /api/v3/users/{me}?fields=inbox` → `inbox {unread}`. */
  unread(me: string): Promise<number>;
}

/** The inbox feature's part of the `Api` contract (`src/shared/api` composes the parts). */
export interface InboxApiPart {
  inbox: InboxApi;
}
