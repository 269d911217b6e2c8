import type { Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { makeThread } from '../../reducers/inbox/inboxFixtures';
import { selectInbox } from '../../reducers/inbox/inboxSlice';
import { selectNewMessage } from '../../reducers/inbox/newMessageSlice';
import { selectInboxUnread } from '../../reducers/inbox/unreadSlice';
import { rootReducer as realRootReducer, type RootState } from '../../reducers/rootReducer';
import { ApiError } from '../../shared/api';
import {
  inboxMoreRequested,
  inboxRequested,
  newMessageOpened,
  recipientChosen,
  recipientSearched,
} from '../../shared/inbox/actions';
import type { AutocompleteUser, InboxPage } from '../../shared/inbox/api';
import { fakeApi } from '../../shared/test/fakeApi';
import { makeViewer } from '../../shared/test/storyFixtures';
import { inboxSaga, inboxUnreadStartup } from './inboxSaga';

const rootReducer = realRootReducer as unknown as Reducer<RootState>;
const viewer = makeViewer();

function signedIn(): RootState {
  const s = rootReducer(undefined, { type: '@@init' });
  return { ...s, session: { ...s.session, viewer, csrfToken: 'tok' } };
}

const run = (api: ReturnType<typeof fakeApi>, state: RootState, ...actions: { type: string }[]) => {
  let saga = expectSaga(inboxSaga, api).withReducer(rootReducer, state);
  for (const a of actions) saga = saga.dispatch(a);
  return saga.silentRun(700);
};

/** 25 threads served 10 at a time, as `GET …/inbox?limit=10&offset=` does. */
const ALL = Array.from({ length: 25 }, (_, i) => makeThread(`user${i}`));
const threads = jest.fn(async (_me: string, _filter: string, offset: number): Promise<InboxPage> => ({
  threads: ALL.slice(offset, offset + 10),
  total: ALL.length,
}));

beforeEach(() => threads.mockClear());

describe('the inbox load-more (a replay of the whole flow)', () => {
  it('loads, then more, then more until the offset equals the total, and then stops', async () => {
    const api = fakeApi({ inbox: { threads } });
    let { storeState } = await run(api, signedIn(), inboxRequested({ filter: 'unread' }));
    expect(selectInbox(storeState)).toMatchObject({
      status: 'succeeded',
      offset: 10,
      total: 25,
      filter: 'unread',
    });
    expect(threads).toHaveBeenLastCalledWith('reader_rosa', 'unread', 0);

    ({ storeState } = await run(api, storeState, inboxMoreRequested()));
    expect(selectInbox(storeState)).toMatchObject({ offset: 20, total: 25 });
    expect(threads).toHaveBeenLastCalledWith('reader_rosa', 'unread', 10);

    ({ storeState } = await run(api, storeState, inboxMoreRequested()));
    const done = selectInbox(storeState);
    expect(done.offset).toBe(25);
    expect(done.threads.map((t) => t.user.name)).toEqual(ALL.map((t) => t.user.name));

    // At the end: scrolling further asks nothing more.
    await run(api, storeState, inboxMoreRequested());
    expect(threads).toHaveBeenCalledTimes(3);
  });

  it('a new load resets the list and sets the filter', async () => {
    const api = fakeApi({ inbox: { threads } });
    const first = await run(api, signedIn(), inboxRequested({ filter: '' }), inboxMoreRequested());
    expect(selectInbox(first.storeState).threads).toHaveLength(20);
    const { storeState } = await run(api, first.storeState, inboxRequested({ filter: 'unread' }));
    expect(selectInbox(storeState)).toMatchObject({ filter: 'unread', offset: 10 });
    expect(selectInbox(storeState).threads).toHaveLength(10);
  });

  it('a failed load is an empty list', async () => {
    const api = fakeApi({
      inbox: { threads: async () => Promise.reject(new ApiError(503, 0, 'down')) },
    });
    const { storeState } = await run(api, signedIn(), inboxRequested({ filter: '' }));
    expect(selectInbox(storeState)).toMatchObject({ status: 'failed', threads: [], total: 0 });
  });
});

describe('+ New Message', () => {
  const status = (verified: boolean) => async () => ({
    verified_email: verified,
    email: 'r@example.com',
    email_reverification_status: { is_email_reverified: true, max_skips: 3, days_between_reminders: 3 },
  });

  it('an unverified email gets the please-verify modal instead', async () => {
    const api = fakeApi({ reverification: { status: status(false) } });
    const { storeState } = await run(api, signedIn(), newMessageOpened());
    expect(selectNewMessage(storeState).open).toBe(false);
    expect(storeState.recovery).toMatchObject({ view: 'prompt', email: 'r@example.com' });
  });

  it('groups the people found, and warns before a first message to someone not followed', async () => {
    const users: AutocompleteUser[] = [
      { label: 'writer_wen', image: '', category: 'Your Friends' },
      { label: 'stranger', image: '', category: 'Other People' },
    ];
    const api = fakeApi({
      reverification: { status: status(true) },
      inbox: { autocomplete: async () => users },
    });
    const opened = await run(api, signedIn(), newMessageOpened());
    expect(selectNewMessage(opened.storeState).open).toBe(true);
    const { storeState } = await run(api, opened.storeState, recipientSearched({ term: 'w' }));
    expect(selectNewMessage(storeState)).toMatchObject({
      open: true,
      status: 'succeeded',
      suggestions: users,
    });
    const friend = rootReducer(storeState, recipientChosen({ username: 'writer_wen' }));
    expect(selectNewMessage(friend).warning).toBe(false);
    const stranger = rootReducer(storeState, recipientChosen({ username: 'stranger' }));
    expect(selectNewMessage(stranger).warning).toBe(true);
  });

  it('an autocomplete failure shows the failure state', async () => {
    const api = fakeApi({
      reverification: { status: status(true) },
      inbox: { autocomplete: async () => Promise.reject(new ApiError(500, 0, 'x')) },
    });
    const opened = await run(api, signedIn(), newMessageOpened());
    const { storeState } = await run(api, opened.storeState, recipientSearched({ term: 'w' }));
    expect(selectNewMessage(storeState).status).toBe('failed');
  });
});

describe('the header count', () => {
  it('loads the unread count once for a signed-in viewer', async () => {
    const api = fakeApi({ inbox: { unread: async () => 4 } });
    const { storeState } = await expectSaga(inboxUnreadStartup, api)
      .withReducer(rootReducer, signedIn())
      .silentRun(100);
    expect(selectInboxUnread(storeState)).toBe(4);
  });
});
