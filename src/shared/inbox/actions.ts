import { createAction } from '@reduxjs/toolkit';

/** `/inbox`: the first page of threads with a filter (`?filter=`), or from `?offset=` without JavaScript. */
export const inboxRequested = createAction<{ filter: string; offset?: number }>('inbox/requested');
/** The next page of threads (scrolled to the end, or the "Load more" button). */
export const inboxMoreRequested = createAction('inbox/moreRequested');

/** `/inbox/{username}`: the newest messages (or from `?offset=` without JavaScript). */
export const conversationRequested = createAction<{ username: string; offset?: number }>(
  'inbox/conversationRequested',
);
/** The older-messages loader. */
export const conversationOlderRequested = createAction('inbox/conversationOlderRequested');
/** The composer's Send. */
export const messagePostRequested = createAction<{ body: string }>('inbox/messagePostRequested');
/** Delete one of the viewer's own messages (after the confirmation). */
export const messageDeleteRequested = createAction<{ messageId: number }>('inbox/messageDeleteRequested');
/** Delete Conversation (after the confirmation): back to /inbox. */
export const conversationDeleteRequested = createAction('inbox/conversationDeleteRequested');

/** "+ New Message": the verified-email gate, then the modal. */
export const newMessageOpened = createAction('inbox/newMessageOpened');
/** The recipient field's text changed (the following-user autocomplete). */
export const recipientSearched = createAction<{ term: string }>('inbox/recipientSearched');
/** A recipient was picked: is the first-time warning needed (the viewer does not follow them)? */
export const recipientChosen = createAction<{ username: string }>('inbox/recipientChosen');

/** The header's unread count (the browser asks once it starts, and after a conversation is read). */
export const inboxUnreadRequested = createAction('inbox/unreadRequested');

export type InboxPreloadAction = ReturnType<typeof inboxRequested> | ReturnType<typeof conversationRequested>;
