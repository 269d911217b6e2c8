/**
 * The thread list (spec §4 Inbox): load requested resets the state and sets the filter; loading
 * more appends threads and raises the offset until it equals the total; a failure is an empty list.
 * Also "+ New Message" (the verified-email gate, the following-user autocomplete) and the header's
 * unread count.
 */
import { call, delay, put, select } from 'typed-redux-saga';
import { inboxActions as a, selectHasMoreThreads, selectInbox } from '../../reducers/inbox/inboxSlice';
import { newMessageActions as nm } from '../../reducers/inbox/newMessageSlice';
import { inboxUnreadActions } from '../../reducers/inbox/unreadSlice';
import { recoveryActions } from '../../reducers/recovery/recoverySlice';
import { selectViewer } from '../../reducers/session/sessionSlice';
import type { Api } from '../../shared/api';
import type { inboxRequested, recipientSearched } from '../../shared/inbox/actions';

export function* loadInbox(api: Api, action: ReturnType<typeof inboxRequested>) {
  const viewer = yield* select(selectViewer);
  if (!viewer) return;
  const { filter, offset = 0 } = action.payload;
  try {
    yield* put(a.loaded(yield* call([api.inbox, api.inbox.threads], viewer.username, filter, offset)));
  } catch {
    yield* put(a.loadFailed());
  }
}

/** The next page, while the offset is below the total (scrolled to the end, or "Load more"). */
export function* loadMoreThreads(api: Api) {
  const viewer = yield* select(selectViewer);
  if (!viewer || !(yield* select(selectHasMoreThreads))) return;
  const { filter, offset } = yield* select(selectInbox);
  yield* put(a.moreStarted());
  try {
    yield* put(a.moreLoaded(yield* call([api.inbox, api.inbox.threads], viewer.username, filter, offset)));
  } catch {
    yield* put(a.moreFailed());
  }
}

/** "+ New Message": only a verified email may start one (spec §5); otherwise the please-verify modal. */
export function* openNewMessage(api: Api) {
  try {
    const me = yield* call([api.reverification, api.reverification.status]);
    if (!me.verified_email) {
      yield* put(recoveryActions.gateOpened({ email: me.email ?? null }));
      return;
    }
  } catch {
    // The check failing is no reason to refuse: the server decides again.
  }
  yield* put(nm.shown());
}

/** The following-user autocomplete, 250 ms after the typing stops (a `latest` watcher). */
export function* searchRecipients(api: Api, action: ReturnType<typeof recipientSearched>) {
  const term = action.payload.term.trim();
  if (!term) return;
  yield* delay(250);
  try {
    const users = yield* call([api.inbox, api.inbox.autocomplete], term);
    yield* put(nm.suggested({ term: action.payload.term, users }));
  } catch {
    yield* put(nm.suggestFailed());
  }
}

/** The header's unread count; a failure leaves it as it was. */
export function* loadUnread(api: Api) {
  const viewer = yield* select(selectViewer);
  if (!viewer) return;
  try {
    yield* put(inboxUnreadActions.counted(yield* call([api.inbox, api.inbox.unread], viewer.username)));
  } catch {
    // The badge is a hint: without it the Inbox link still works.
  }
}
