import type { Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { makeConversation, makeMessage } from '../../reducers/inbox/inboxFixtures';
import {
  selectCanMessage,
  selectConversation,
  selectReplyBlock,
} from '../../reducers/inbox/conversationSlice';
import { rootReducer as realRootReducer, type RootState } from '../../reducers/rootReducer';
import { ApiError } from '../../shared/api';
import {
  conversationDeleteRequested,
  conversationOlderRequested,
  conversationRequested,
  messageDeleteRequested,
  messagePostRequested,
} from '../../shared/inbox/actions';
import type { ConversationPage } from '../../shared/inbox/api';
import { inboxMessages as m } from '../../shared/inbox/messages';
import { muteSucceeded, unmuteSucceeded } from '../../shared/safety/actions';
import { fakeApi } from '../../shared/test/fakeApi';
import { makeViewer } from '../../shared/test/storyFixtures';
import { inboxSaga } from './inboxSaga';

const rootReducer = realRootReducer as unknown as Reducer<RootState>;

function signedIn(): RootState {
  const s = rootReducer(undefined, { type: '@@init' });
  return { ...s, session: { ...s.session, viewer: makeViewer(), csrfToken: 'tok' } };
}

const run = (api: ReturnType<typeof fakeApi>, state: RootState, ...actions: { type: string }[]) => {
  let saga = expectSaga(inboxSaga, api).withReducer(rootReducer, state);
  for (const a of actions) saga = saga.dispatch(a);
  return saga.silentRun(300);
};

/** 30 messages, id 1 the oldest; pages of 20 counted back from the newest, oldest first within. */
const ALL = Array.from({ length: 30 }, (_, i) =>
  makeMessage(i + 1, i % 2 ? 'reader_rosa' : 'writer_wen', new Date(Date.UTC(2026, 10, 1, i)).toISOString()),
);
const conversation = jest.fn(
  async (_me: string, _other: string, offset: number): Promise<ConversationPage> => {
    const end = ALL.length - offset;
    return makeConversation(ALL.slice(Math.max(0, end - 20), end), { total: ALL.length });
  },
);

describe('a conversation (a replay of the whole flow)', () => {
  it('loads, loads older, posts (offset and total +1) and deletes', async () => {
    const unread = jest.fn(async () => 0);
    const post = jest.fn(async (_me: string, _o: string, body: string) =>
      makeMessage(99, 'reader_rosa', '2026-11-27T10:00:00Z', body),
    );
    const deleteMessage = jest.fn(async () => undefined);
    const api = fakeApi({ inbox: { conversation, unread, post, deleteMessage } });

    let { storeState } = await run(api, signedIn(), conversationRequested({ username: 'writer_wen' }));
    let c = selectConversation(storeState);
    expect(c).toMatchObject({ status: 'succeeded', offset: 20, total: 30, scrollToMessageId: 11 });
    expect(c.messages.map((x) => x.id)).toEqual(ALL.slice(10).map((x) => x.id));
    expect(unread).toHaveBeenCalled();

    ({ storeState } = await run(api, storeState, conversationOlderRequested()));
    c = selectConversation(storeState);
    expect(conversation).toHaveBeenLastCalledWith('reader_rosa', 'writer_wen', 20);
    expect(c).toMatchObject({ offset: 30, total: 30, scrollToMessageId: 1 });
    expect(c.messages.map((x) => x.id)).toEqual(ALL.map((x) => x.id));

    ({ storeState } = await run(api, storeState, messagePostRequested({ body: 'x'.repeat(2500) })));
    c = selectConversation(storeState);
    expect(post).toHaveBeenCalledWith('reader_rosa', 'writer_wen', 'x'.repeat(2000), 'tok');
    expect(c).toMatchObject({ offset: 31, total: 31, posting: false, postError: null });
    expect(c.messages.at(-1)?.id).toBe(99);

    ({ storeState } = await run(api, storeState, messageDeleteRequested({ messageId: 99 })));
    c = selectConversation(storeState);
    expect(deleteMessage).toHaveBeenCalledWith('reader_rosa', 'writer_wen', 99, 'tok');
    expect(c).toMatchObject({ offset: 30, total: 30 });
    expect(c.messages.some((x) => x.id === 99)).toBe(false);
  });

  it('an empty message is not sent; a failed post shows the spec text', async () => {
    const post = jest.fn(async () => Promise.reject(new ApiError(500, 0, 'boom')));
    const api = fakeApi({ inbox: { conversation, unread: async () => 0, post } });
    const loaded = await run(api, signedIn(), conversationRequested({ username: 'writer_wen' }));
    await run(api, loaded.storeState, messagePostRequested({ body: '   ' }));
    expect(post).not.toHaveBeenCalled();
    const { storeState } = await run(api, loaded.storeState, messagePostRequested({ body: 'hi' }));
    expect(selectConversation(storeState)).toMatchObject({ postError: m.somethingWrong, total: 30 });
  });

  it('a failed load is an empty conversation', async () => {
    const api = fakeApi({ inbox: { conversation: async () => Promise.reject(new ApiError(404, 0, 'no')) } });
    const { storeState } = await run(api, signedIn(), conversationRequested({ username: 'ghost' }));
    expect(selectConversation(storeState)).toMatchObject({ status: 'failed', messages: [], total: 0 });
  });

  it('deleting the conversation marks it removed (the page goes back to /inbox)', async () => {
    const deleteConversation = jest.fn(async () => undefined);
    const api = fakeApi({ inbox: { conversation, unread: async () => 0, deleteConversation } });
    const loaded = await run(api, signedIn(), conversationRequested({ username: 'writer_wen' }));
    const { storeState } = await run(api, loaded.storeState, conversationDeleteRequested());
    expect(deleteConversation).toHaveBeenCalledWith('reader_rosa', 'writer_wen', 'tok');
    expect(selectConversation(storeState).removed).toBe(true);
  });

  it('muting from the safety menu disables the reply; unmuting enables it again', async () => {
    const api = fakeApi({ inbox: { conversation, unread: async () => 0 } });
    const { storeState } = await run(api, signedIn(), conversationRequested({ username: 'writer_wen' }));
    expect(selectCanMessage(storeState)).toBe(true);
    const muted = rootReducer(storeState, muteSucceeded({ username: 'writer_wen' }));
    expect(selectReplyBlock(muted)).toBe('muted');
    expect(selectCanMessage(muted)).toBe(false);
    const unmuted = rootReducer(muted, unmuteSucceeded({ username: 'writer_wen' }));
    expect(selectCanMessage(unmuted)).toBe(true);
  });
});
