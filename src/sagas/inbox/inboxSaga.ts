/** The inbox's watchers; the flows load with their first action. */
import { call, put, select } from 'typed-redux-saga';
import { inboxUnreadActions, selectInboxUnread } from '../../reducers/inbox/unreadSlice';
import { selectViewer } from '../../reducers/session/sessionSlice';
import type { Api } from '../../shared/api';
import {
  conversationDeleteRequested,
  conversationOlderRequested,
  conversationRequested,
  inboxMoreRequested,
  inboxRequested,
  inboxUnreadRequested,
  messageDeleteRequested,
  messagePostRequested,
  newMessageOpened,
  recipientSearched,
} from '../../shared/inbox/actions';
import { type Watcher, lazy, on, watch } from '../watch';

const threads = () => import(/* webpackChunkName: "saga-inbox" */ './inboxFlows');
const conversation = () => import(/* webpackChunkName: "saga-inbox" */ './conversationFlows');

export const inboxWatchers = (api: Api): Watcher[] => [
  on('latest', inboxRequested.type, lazy(threads, 'loadInbox'), api),
  on('leading', inboxMoreRequested.type, lazy(threads, 'loadMoreThreads'), api),
  on('leading', newMessageOpened.type, lazy(threads, 'openNewMessage'), api),
  on('latest', recipientSearched.type, lazy(threads, 'searchRecipients'), api),
  on('latest', inboxUnreadRequested.type, lazy(threads, 'loadUnread'), api),
  on('latest', conversationRequested.type, lazy(conversation, 'loadConversation'), api),
  on('leading', conversationOlderRequested.type, lazy(conversation, 'loadOlder'), api),
  on('leading', messagePostRequested.type, lazy(conversation, 'postMessage'), api),
  on('every', messageDeleteRequested.type, lazy(conversation, 'deleteMessage'), api),
  on('leading', conversationDeleteRequested.type, lazy(conversation, 'deleteConversation'), api),
];

/**
 * The header's unread count, once when a store starts: on the server for a signed-in render (the
 * badge shows without JavaScript), skipped in the browser, whose store starts with the server's.
 */
export function* inboxUnreadStartup(api: Api) {
  if ((yield* select(selectInboxUnread)) !== null || !(yield* select(selectViewer))) return;
  const viewer = yield* select(selectViewer);
  try {
    if (viewer)
      yield* put(inboxUnreadActions.counted(yield* call([api.inbox, api.inbox.unread], viewer.username)));
  } catch {
    // The badge is a hint: without it the Inbox link still works.
  }
}

export function* inboxSaga(api: Api) {
  yield* watch(...inboxWatchers(api));
}
