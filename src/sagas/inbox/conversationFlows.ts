/**
 * One conversation (spec §4): load, older messages, post (appends, raises offset and total by 1),
 * delete a message, delete the conversation.
 */
import { call, put, select } from 'typed-redux-saga';
import {
  conversationActions as a,
  selectCanMessage,
  selectConversation,
  selectHasOlder,
} from '../../reducers/inbox/conversationSlice';
import { selectCsrfToken, selectViewer } from '../../reducers/session/sessionSlice';
import type { Api } from '../../shared/api';
import {
  inboxUnreadRequested,
  type conversationRequested,
  type messageDeleteRequested,
  type messagePostRequested,
} from '../../shared/inbox/actions';
import { inboxMessages as m } from '../../shared/inbox/messages';
import { isSendable, truncateMessage } from '../../shared/inbox/composer';

export function* loadConversation(api: Api, action: ReturnType<typeof conversationRequested>) {
  const viewer = yield* select(selectViewer);
  if (!viewer) return;
  const { username, offset = 0 } = action.payload;
  try {
    yield* put(a.loaded(yield* call([api.inbox, api.inbox.conversation], viewer.username, username, offset)));
    // Reading the thread lowered the unread count.
    yield* put(inboxUnreadRequested());
  } catch {
    yield* put(a.loadFailed());
  }
}

export function* loadOlder(api: Api) {
  const viewer = yield* select(selectViewer);
  const { username, offset } = yield* select(selectConversation);
  if (!viewer || !username || !(yield* select(selectHasOlder))) return;
  yield* put(a.olderStarted());
  try {
    yield* put(
      a.olderLoaded(yield* call([api.inbox, api.inbox.conversation], viewer.username, username, offset)),
    );
  } catch {
    yield* put(a.olderFailed());
  }
}

export function* postMessage(api: Api, action: ReturnType<typeof messagePostRequested>) {
  const viewer = yield* select(selectViewer);
  const { username } = yield* select(selectConversation);
  const body = truncateMessage(action.payload.body);
  if (!viewer || !username || !isSendable(body) || !(yield* select(selectCanMessage))) return;
  const token = yield* select(selectCsrfToken);
  yield* put(a.postStarted());
  try {
    yield* put(a.posted(yield* call([api.inbox, api.inbox.post], viewer.username, username, body, token)));
  } catch {
    yield* put(a.postFailed(m.somethingWrong));
  }
}

export function* deleteMessage(api: Api, action: ReturnType<typeof messageDeleteRequested>) {
  const viewer = yield* select(selectViewer);
  const { username } = yield* select(selectConversation);
  if (!viewer || !username) return;
  const { messageId } = action.payload;
  const token = yield* select(selectCsrfToken);
  yield* put(a.deleteStarted(messageId));
  try {
    yield* call([api.inbox, api.inbox.deleteMessage], viewer.username, username, messageId, token);
    yield* put(a.deleted(messageId));
  } catch {
    yield* put(a.deleteFailed());
  }
}

export function* deleteConversation(api: Api) {
  const viewer = yield* select(selectViewer);
  const { username } = yield* select(selectConversation);
  if (!viewer || !username) return;
  const token = yield* select(selectCsrfToken);
  try {
    yield* call([api.inbox, api.inbox.deleteConversation], viewer.username, username, token);
    yield* put(a.removed());
  } catch {
    yield* put(a.postFailed(m.somethingWrong));
  }
}
