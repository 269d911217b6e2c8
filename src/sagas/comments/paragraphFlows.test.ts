import type { Reducer } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { commentsActions } from '../../reducers/comments/commentsSlice';
import { rootReducer as realRootReducer, type RootState } from '../../reducers/rootReducer';
import { commentsRequested, commentThreadClosed } from '../../shared/comments/actions';
import type { Comment, CommentResource } from '../../shared/comments/api';
import {
  paragraphCountsRequested,
  paragraphDrawerCloseRequested,
  paragraphDrawerRequested,
  paragraphInitialCommentFound,
} from '../../shared/comments/paragraphActions';
import { fakeApi } from '../../shared/test/fakeApi';
import { SEQUENCE_RUN_MS } from '../../shared/test/sagaRun';
import { DRAWER_CLOSE_MS } from './paragraphFlows';
import { paragraphSaga } from './paragraphSaga';

const rootReducer = realRootReducer as unknown as Reducer<RootState>;
const initial = (): RootState => rootReducer(undefined, { type: '@@init' });

const PART = 1001;
const P1 = 'a'.repeat(32);
const P2 = 'b'.repeat(32);
const onP1: CommentResource = { namespace: 'paragraphs', resourceId: `${PART}_${P1}` };

function comment(id: string, resource: CommentResource): Comment {
  return {
    commentId: { namespace: 'comments', resourceId: id },
    resource,
    user: {
      name: 'rosa',
      avatar: '',
      isStaff: false,
      isVerified: false,
      isAmbassador: false,
      isSysAdmin: false,
    },
    text: `comment ${id}`,
    created: '2026-11-27T10:00:00Z',
    modified: '2026-11-27T10:00:00Z',
    replyCount: 0,
    sentiments: {},
    status: 'public',
    deeplink: `/${PART}?commentId=${id}`,
    isOffensive: false,
    isStoryAuthor: false,
    mentions: [],
  };
}

const countsApi = () => {
  const paragraphCounts = jest.fn(async () => ({
    paragraphs: [
      { id: P1, commentCount: 3 },
      { id: P2, commentCount: 0 },
    ],
  }));
  return { api: fakeApi({ comments: { paragraphCounts } }), paragraphCounts };
};

describe('paragraph markers: counts', () => {
  it('loads a part’s counts once; a paragraph without comments has none', async () => {
    const { api, paragraphCounts } = countsApi();
    const { storeState } = await expectSaga(paragraphSaga, api)
      .withReducer(rootReducer, initial())
      .dispatch(paragraphCountsRequested({ partId: PART }))
      .delay(5)
      .dispatch(paragraphCountsRequested({ partId: PART }))
      .silentRun(SEQUENCE_RUN_MS);
    expect(paragraphCounts).toHaveBeenCalledTimes(1);
    expect(storeState.paragraphComments.counts[PART]).toEqual({ [P1]: 3 });
  });

  it('leaves the markers as "+" when the counts fail to load', async () => {
    const api = fakeApi({ comments: { paragraphCounts: async () => Promise.reject(new Error('503')) } });
    const { storeState } = await expectSaga(paragraphSaga, api)
      .withReducer(rootReducer, initial())
      .dispatch(paragraphCountsRequested({ partId: PART }))
      .silentRun(30);
    expect(storeState.paragraphComments.countsStatus[PART]).toBe('failed');
    expect(storeState.paragraphComments.counts[PART]).toBeUndefined();
  });
});

describe('the paragraph drawer', () => {
  it('opens on a marker, asks for the paragraph’s comments, and on close moves the count by posted minus deleted', async () => {
    const { api } = countsApi();
    const mine = comment('c1', onP1);
    const { storeState } = await expectSaga(paragraphSaga, api)
      .withReducer(rootReducer, initial())
      .put(commentsRequested({ resource: onP1 }))
      // Opened from a marker: no initial comment to clear.
      .not.put(commentThreadClosed({ partResource: { namespace: 'parts', resourceId: String(PART) } }))
      .dispatch(paragraphCountsRequested({ partId: PART }))
      .delay(5)
      .dispatch(paragraphDrawerRequested({ partId: PART, paragraphId: P1 }))
      .delay(5)
      // What the drawer's list reports while it is open: two posts and one delete.
      .dispatch(commentsActions.posted({ resource: onP1, comment: mine }))
      .dispatch(commentsActions.posted({ resource: onP1, comment: comment('c2', onP1) }))
      .dispatch(commentsActions.removed({ commentId: 'c1' }))
      .dispatch(paragraphDrawerCloseRequested())
      .silentRun(SEQUENCE_RUN_MS + DRAWER_CLOSE_MS);
    expect(storeState.paragraphComments.drawer).toBeNull();
    expect(storeState.paragraphComments.counts[PART][P1]).toBe(4);
    expect(storeState.paragraphComments.focusMarker).toBe(P1);
  });

  it('plays the 300 ms slide-out before closing: closing at once, closed after it', async () => {
    const { api } = countsApi();
    const closingState = await expectSaga(paragraphSaga, api)
      .withReducer(rootReducer, initial())
      .dispatch(paragraphDrawerRequested({ partId: PART, paragraphId: P2 }))
      .delay(5)
      .dispatch(paragraphDrawerCloseRequested())
      .silentRun(DRAWER_CLOSE_MS / 2);
    expect(closingState.storeState.paragraphComments.drawer).toMatchObject({
      paragraphId: P2,
      phase: 'closing',
    });

    const closed = await expectSaga(paragraphSaga, api)
      .withReducer(rootReducer, initial())
      .dispatch(paragraphDrawerRequested({ partId: PART, paragraphId: P2 }))
      .delay(5)
      .dispatch(
        commentsActions.posted({
          resource: { namespace: 'paragraphs', resourceId: `${PART}_${P2}` },
          comment: comment('n', onP1),
        }),
      )
      .dispatch(paragraphDrawerCloseRequested())
      .silentRun(SEQUENCE_RUN_MS + DRAWER_CLOSE_MS);
    // A paragraph that had no comments gets its first: the marker shows 1.
    expect(closed.storeState.paragraphComments.counts[PART]).toEqual({ [P2]: 1 });
  });

  it('counts only what happened while it was open (a second opening starts from zero)', async () => {
    const { api } = countsApi();
    const { storeState } = await expectSaga(paragraphSaga, api)
      .withReducer(rootReducer, initial())
      .dispatch(paragraphCountsRequested({ partId: PART }))
      .delay(5)
      .dispatch(paragraphDrawerRequested({ partId: PART, paragraphId: P1 }))
      .delay(5)
      .dispatch(commentsActions.posted({ resource: onP1, comment: comment('c1', onP1) }))
      .dispatch(paragraphDrawerCloseRequested())
      .delay(DRAWER_CLOSE_MS + 20)
      .dispatch(paragraphDrawerRequested({ partId: PART, paragraphId: P1 }))
      .delay(5)
      .dispatch(paragraphDrawerCloseRequested())
      .silentRun(SEQUENCE_RUN_MS + 2 * DRAWER_CLOSE_MS);
    expect(storeState.paragraphComments.counts[PART][P1]).toBe(4);
  });
});

describe('the paragraph drawer from an initial comment id (?commentId=)', () => {
  it('opens the paragraph of a reply’s parent with the linked thread first, and drops it on close', async () => {
    const top = comment('top', onP1);
    const reply = comment('r1', { namespace: 'comments', resourceId: 'top' });
    const others = [comment('o1', onP1), comment('o2', onP1)];
    const get = jest.fn(async (id: string) => (id === 'top' ? top : reply));
    const list = jest.fn(async () => ({ comments: others, pagination: { after: null } }));
    const api = fakeApi({ comments: { get, list } });
    const { storeState: open } = await expectSaga(paragraphSaga, api)
      .withReducer(rootReducer, initial())
      .dispatch(paragraphInitialCommentFound({ partId: PART, commentId: 'r1' }))
      .silentRun(50);
    expect(open.paragraphComments.drawer).toMatchObject({
      paragraphId: P1,
      initialCommentId: 'r1',
      phase: 'open',
    });
    expect(open.comments.lists[`paragraphs:${PART}_${P1}`].ids).toEqual(['top', 'o1', 'o2']);

    const { storeState: closed } = await expectSaga(paragraphSaga, api)
      .withReducer(rootReducer, open)
      .dispatch(paragraphDrawerCloseRequested())
      .silentRun(SEQUENCE_RUN_MS + DRAWER_CLOSE_MS);
    expect(closed.paragraphComments.drawer).toBeNull();
    expect(closed.paragraphComments.focusMarker).toBe(P1);
  });

  it('leaves a part comment, a comment of another part and a missing one to the part page', async () => {
    const partComment = comment('pc', { namespace: 'parts', resourceId: String(PART) });
    const elsewhere = comment('el', { namespace: 'paragraphs', resourceId: `999_${P1}` });
    const get = jest.fn(async (id: string) => {
      if (id === 'pc') return partComment;
      if (id === 'el') return elsewhere;
      throw new Error('404');
    });
    const api = fakeApi({ comments: { get } });
    for (const commentId of ['pc', 'el', 'gone']) {
      const { storeState } = await expectSaga(paragraphSaga, api)
        .withReducer(rootReducer, initial())
        .dispatch(paragraphInitialCommentFound({ partId: PART, commentId }))
        .silentRun(30);
      expect(storeState.paragraphComments.drawer).toBeNull();
    }
  });
});
