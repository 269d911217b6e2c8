import { formFailed } from '../../shared/common/forms';
import { conversationRequested, inboxRequested } from '../../shared/inbox/actions';
import { MESSAGE_FORM } from '../../shared/inbox/routes';
import { blockSucceeded, muteSucceeded, unmuteSucceeded } from '../../shared/safety/actions';
import { conversationActions, conversationReducer, selectReplyBlock } from './conversationSlice';
import { makeConversation, makeThread } from './inboxFixtures';
import { inboxActions, inboxReducer, selectHasMoreThreads } from './inboxSlice';

const loadedInbox = () =>
  inboxReducer(
    inboxReducer(undefined, inboxRequested({ filter: '' })),
    inboxActions.loaded({ threads: [makeThread('wen'), makeThread('ana')], total: 12 }),
  );

describe('the thread list', () => {
  it('a load sets the offset to the threads loaded; more appends and raises it', () => {
    const s = loadedInbox();
    expect(s).toMatchObject({ status: 'succeeded', offset: 2, total: 12 });
    expect(selectHasMoreThreads({ inbox: s })).toBe(true);
    const more = inboxReducer(s, inboxActions.moreLoaded({ threads: [makeThread('kim')], total: 12 }));
    expect(more.offset).toBe(3);
    expect(more.threads.map((t) => t.user.name)).toEqual(['wen', 'ana', 'kim']);
  });

  it('an empty later page or a failure ends the scrolling', () => {
    const empty = inboxReducer(loadedInbox(), inboxActions.moreLoaded({ threads: [], total: 12 }));
    expect(selectHasMoreThreads({ inbox: empty })).toBe(false);
    const failed = inboxReducer(loadedInbox(), inboxActions.moreFailed());
    expect(selectHasMoreThreads({ inbox: failed })).toBe(false);
    expect(failed.threads).toHaveLength(2);
  });

  it('muting or blocking updates the flags on every thread with that user', () => {
    const muted = inboxReducer(loadedInbox(), muteSucceeded({ username: 'wen' }));
    expect(muted.threads[0].user).toMatchObject({ isMutedByCurrentUser: true, safety: { isMuted: true } });
    expect(muted.threads[1].user.isMutedByCurrentUser).toBe(false);
    const unmuted = inboxReducer(muted, unmuteSucceeded({ username: 'wen' }));
    expect(unmuted.threads[0].user.isMutedByCurrentUser).toBe(false);
    const blocked = inboxReducer(loadedInbox(), blockSucceeded({ username: 'ana' }));
    expect(blocked.threads[1].user).toMatchObject({
      isBlockedByCurrentUser: true,
      safety: { isBlocked: true },
    });
  });
});

describe('the conversation', () => {
  const loaded = (extra = {}) =>
    conversationReducer(
      conversationReducer(undefined, conversationRequested({ username: 'wen' })),
      conversationActions.loaded(makeConversation([], extra)),
    );

  it('the reply is replaced by a notice when blocked, muted, inactive or not allowed', () => {
    expect(selectReplyBlock({ conversation: loaded() })).toBeNull();
    expect(selectReplyBlock({ conversation: loaded({ isBlockingCurrentUser: true }) })).toBe('blocked');
    expect(selectReplyBlock({ conversation: loaded({ safety: { isMuted: true, isBlocked: false } }) })).toBe(
      'muted',
    );
    expect(selectReplyBlock({ conversation: loaded({ isActive: false }) })).toBe('inactive');
    expect(selectReplyBlock({ conversation: loaded({ canSendPrivateMessage: false }) })).toBe('notAllowed');
  });

  it('a refused no-JavaScript post keeps its text and reason through the page load', () => {
    const failed = conversationReducer(
      undefined,
      formFailed({
        page: 'inboxConversation',
        form: MESSAGE_FORM,
        values: { body: 'hello' },
        fieldErrors: {},
        message: 'You cannot send messages to this account.',
        status: 403,
      }),
    );
    const s = conversationReducer(failed, conversationRequested({ username: 'wen' }));
    expect(s).toMatchObject({ draft: 'hello', postError: 'You cannot send messages to this account.' });
  });
});
