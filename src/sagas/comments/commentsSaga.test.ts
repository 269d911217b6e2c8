import type { Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import {
  commentsActions,
  selectComment,
  selectCommentBox,
  selectCommentList,
} from '../../reducers/comments/commentsSlice';
import { rootReducer as realRootReducer, type RootState } from '../../reducers/rootReducer';
import { ApiError } from '../../shared/api';
import {
  commentDeleteRequested,
  commentLikeToggled,
  commentPostRequested,
  commentsRequested,
  commentThreadRequested,
  partCommentsPreload,
  moreCommentsRequested,
} from '../../shared/comments/actions';
import type { Comment, CommentResource, CommentsPage } from '../../shared/comments/api';
import { COMMENTS_MESSAGES as M } from '../../shared/comments/messages';
import type { Viewer } from '../../shared/common/session';
import { fakeApi } from '../../shared/test/fakeApi';
import { makeViewer } from '../../shared/test/storyFixtures';
import { commentsSaga } from './commentsSaga';
import { makeComment, PART } from '../../reducers/comments/commentFixtures';

const rootReducer = realRootReducer as unknown as Reducer<RootState>;
const part: CommentResource = PART;
const viewer: Viewer = makeViewer();
const verified = {
  status: async () => ({
    verified_email: true,
    email: 'r@example.com',
    email_reverification_status: { is_email_reverified: true, max_skips: 3, days_between_reminders: 3 },
  }),
};

const page = (ids: string[], after: string | null): CommentsPage => ({
  comments: ids.map((id) => makeComment(id)),
  pagination: { after },
});

function signedIn(...comments: Comment[]): RootState {
  let s = rootReducer(undefined, { type: '@@init' });
  if (comments.length)
    s = rootReducer(
      s,
      commentsActions.listLoaded({
        resource: part,
        page: { comments, pagination: { after: null } },
        append: false,
      }),
    );
  return { ...s, session: { ...s.session, viewer, csrfToken: 'tok' } };
}

const run = (api: ReturnType<typeof fakeApi>, state: RootState, ...actions: { type: string }[]) => {
  let saga = expectSaga(commentsSaga, api).withReducer(rootReducer, state);
  for (const a of actions) saga = saga.dispatch(a);
  return saga.silentRun(200);
};

describe('loading comments', () => {
  it('loads the first set, then the next with the cursor', async () => {
    const list = jest.fn(async (_r: CommentResource, p: { after?: string | null }) =>
      p.after === 'c10' ? page(['11', '12'], null) : page(['1', '2', '3'], 'c10'),
    );
    const api = fakeApi({ comments: { list } });
    const first = await run(api, signedIn(), commentsRequested({ resource: part }));
    expect(selectCommentList(first.storeState, part)).toMatchObject({ ids: ['1', '2', '3'], after: 'c10' });
    const { storeState } = await run(api, first.storeState, moreCommentsRequested({ resource: part }));
    expect(list).toHaveBeenLastCalledWith(part, { limit: 10, after: 'c10' });
    expect(selectCommentList(storeState, part)).toMatchObject({
      ids: ['1', '2', '3', '11', '12'],
      after: null,
    });
  });

  it('skips a set the server already loaded (hydration does not refetch)', async () => {
    const list = jest.fn(async () => page(['1'], null));
    const state = signedIn(makeComment('1'));
    await run(fakeApi({ comments: { list } }), state, commentsRequested({ resource: part }));
    expect(list).not.toHaveBeenCalled();
  });

  it('fails into the Retry state, and Retry loads it', async () => {
    let fail = true;
    const list = jest.fn(async () => {
      if (fail) throw new ApiError(503, 0, 'down');
      return page(['1'], null);
    });
    const api = fakeApi({ comments: { list } });
    const failed = await run(api, signedIn(), commentsRequested({ resource: part }));
    expect(selectCommentList(failed.storeState, part).status).toBe('failed');
    fail = false;
    const { storeState } = await run(api, failed.storeState, commentsRequested({ resource: part }));
    expect(selectCommentList(storeState, part)).toMatchObject({ status: 'succeeded', ids: ['1'] });
  });
});

describe('a deep link to a comment', () => {
  it('shows a reply in its parent thread with 2 replies at first', async () => {
    const parent = makeComment('5', { replyCount: 4 });
    const reply = makeComment('9', { resource: { namespace: 'comments', resourceId: '5' } });
    const get = jest.fn(async (id: string) => (id === '9' ? reply : parent));
    const list = jest.fn(async () => page(['6', '7'], 'r7'));
    const { storeState } = await run(
      fakeApi({ comments: { get, list } }),
      signedIn(),
      commentThreadRequested({ commentId: '9', partResource: part }),
    );
    expect(list).toHaveBeenCalledWith({ namespace: 'comments', resourceId: '5' }, { limit: 2 });
    expect(storeState.comments.thread).toEqual({ commentId: '9', rootId: '5', status: 'found' });
    expect(selectCommentList(storeState, { namespace: 'comments', resourceId: '5' }).ids).toEqual([
      '9',
      '6',
      '7',
    ]);
  });

  it("shows more replies, and a reply's own, when the link asks for them (View replies without JS)", async () => {
    const parent = makeComment('5', { replyCount: 14 });
    const reply = makeComment('9', { resource: { namespace: 'comments', resourceId: '5' }, replyCount: 3 });
    const get = jest.fn(async (id: string) => (id === '9' ? reply : parent));
    const list = jest.fn(async (r: CommentResource) =>
      r.resourceId === '5' ? page(['6', '7', '8'], null) : page(['11', '12', '13'], null),
    );
    const { storeState } = await run(
      fakeApi({ comments: { get, list } }),
      signedIn(),
      partCommentsPreload('1', { commentId: '9', replies: '12' })[0],
    );
    expect(list).toHaveBeenCalledWith({ namespace: 'comments', resourceId: '5' }, { limit: 12 });
    expect(selectCommentList(storeState, { namespace: 'comments', resourceId: '9' }).ids).toEqual([
      '11',
      '12',
      '13',
    ]);
  });

  it('says "The comment cannot be found." for a missing one', async () => {
    const get = jest.fn(async () => {
      throw new ApiError(404, 1005, 'Comment not found');
    });
    const { storeState } = await run(
      fakeApi({ comments: { get } }),
      signedIn(),
      commentThreadRequested({ commentId: '404', partResource: part }),
    );
    expect(storeState.comments.thread).toEqual({ commentId: '404', rootId: null, status: 'missing' });
  });
});

describe('posting', () => {
  it('shows loading, then the new comment on top and the count up', async () => {
    const post = jest.fn(async () => makeComment('50', { text: 'Lovely' }));
    const { storeState } = await expectSaga(
      commentsSaga,
      fakeApi({ comments: { post }, reverification: verified }),
    )
      .withReducer(rootReducer, signedIn(makeComment('1')))
      .put(commentsActions.postStarted({ resource: part, text: 'Lovely' }))
      .dispatch(commentPostRequested({ resource: part, text: '  Lovely ' }))
      .silentRun(200);
    expect(post).toHaveBeenCalledWith(part, 'Lovely', 'tok');
    expect(selectCommentList(storeState, part)).toMatchObject({ ids: ['50', '1'], delta: 1 });
    expect(selectCommentBox(storeState, part)).toEqual({ status: 'idle', text: '' });
    expect(storeState.comments.partDeltas).toEqual({ '101': 1 });
  });

  it('counts a reply on the part and on its comment', async () => {
    const reply = { namespace: 'comments' as const, resourceId: '1' };
    const post = jest.fn(async () => makeComment('51', { resource: reply }));
    const { storeState } = await run(
      fakeApi({ comments: { post }, reverification: verified }),
      signedIn(makeComment('1')),
      commentPostRequested({ resource: reply, text: 'A reply' }),
    );
    expect(selectComment(storeState, '1')?.replyCount).toBe(1);
    expect(selectCommentList(storeState, reply).ids).toEqual(['51']);
    expect(storeState.comments.partDeltas).toEqual({ '101': 1 });
  });

  it('keeps the text and shows "Comment failed to post" inline on failure', async () => {
    const post = jest.fn(async () => {
      throw new ApiError(500, 0, 'boom');
    });
    const { storeState } = await run(
      fakeApi({ comments: { post }, reverification: verified }),
      signedIn(),
      commentPostRequested({ resource: part, text: 'Hello' }),
    );
    expect(selectCommentBox(storeState, part)).toMatchObject({ status: 'failed', text: 'Hello' });
    expect(selectCommentList(storeState, part).delta).toBe(0);
  });

  it('opens the please-verify modal for an unverified email and posts nothing', async () => {
    const post = jest.fn();
    const status = async () => ({ ...(await verified.status()), verified_email: false });
    const { storeState } = await run(
      fakeApi({ comments: { post }, reverification: { status } }),
      signedIn(),
      commentPostRequested({ resource: part, text: 'Hello' }),
    );
    expect(post).not.toHaveBeenCalled();
    expect(storeState.recovery).toMatchObject({ view: 'prompt', email: 'r@example.com' });
  });
});

describe('liking', () => {
  it('toggles at once and keeps the server count', async () => {
    const like = jest.fn(async () => ({ count: 7 }));
    const { storeState } = await expectSaga(
      commentsSaga,
      fakeApi({ comments: { like }, reverification: verified }),
    )
      .withReducer(rootReducer, signedIn(makeComment('1')))
      .put(commentsActions.likeSet({ commentId: '1', liked: true, count: 4 }))
      .dispatch(commentLikeToggled({ commentId: '1' }))
      .silentRun(200);
    expect(like).toHaveBeenCalledWith('1', 'tok');
    expect(selectComment(storeState, '1')).toMatchObject({
      liked: true,
      sentiments: { ':like:': { count: 7 } },
    });
  });

  it('rolls back when the like fails', async () => {
    const unlike = jest.fn(async () => {
      throw new ApiError(500, 0, 'boom');
    });
    const { storeState } = await expectSaga(
      commentsSaga,
      fakeApi({ comments: { unlike }, reverification: verified }),
    )
      .withReducer(rootReducer, signedIn(makeComment('1', { liked: true })))
      .put(commentsActions.likeSet({ commentId: '1', liked: false, count: 2 }))
      .put(commentsActions.likeSet({ commentId: '1', liked: true, count: 3 }))
      .dispatch(commentLikeToggled({ commentId: '1' }))
      .silentRun(200);
    expect(selectComment(storeState, '1')).toMatchObject({
      liked: true,
      sentiments: { ':like:': { count: 3 } },
    });
  });
});

describe('deleting', () => {
  it('removes the comment and lowers the count; one with replies stays as deleted', async () => {
    const remove = jest.fn(async () => undefined);
    const state = signedIn(makeComment('1'), makeComment('2', { replyCount: 2 }));
    const { storeState } = await run(
      fakeApi({ comments: { remove } }),
      state,
      commentDeleteRequested({ commentId: '1' }),
      commentDeleteRequested({ commentId: '2' }),
    );
    expect(remove).toHaveBeenCalledWith('1', 'tok');
    expect(selectCommentList(storeState, part)).toMatchObject({ ids: ['2'], delta: -2 });
    expect(selectComment(storeState, '2')).toMatchObject({ status: 'deleted', text: '' });
    expect(storeState.comments.toast).toBeNull();
  });

  it('keeps the comment and shows the toast when the delete fails', async () => {
    const remove = jest.fn(async () => {
      throw new ApiError(500, 0, 'boom');
    });
    const { storeState } = await run(
      fakeApi({ comments: { remove } }),
      signedIn(makeComment('1')),
      commentDeleteRequested({ commentId: '1' }),
    );
    expect(selectCommentList(storeState, part).ids).toEqual(['1']);
    expect(storeState.comments.toast).toBe(M.deleteFailed);
  });
});
