/**
 * Comments (reading-discovery §4 "Comments", §5, §8, §9): load a resource's sets of 10 by cursor,
 * a deep-linked thread with 2 replies at first, post (loading, then the inline "Comment failed to
 * post"), like toggling at once and rolling back on failure, delete (the toast on failure). Posting
 * and liking first check whether the viewer must verify their email (the please-verify modal).
 */
import { call, put, select } from 'typed-redux-saga';
import {
  commentsActions as a,
  selectComment,
  selectCommentBox,
  selectCommentList,
  selectCommentThread,
  selectLiking,
} from '../../reducers/comments/commentsSlice';
import { recoveryActions } from '../../reducers/recovery/recoverySlice';
import { selectCsrfToken, selectViewer } from '../../reducers/session/sessionSlice';
import { isApiError, type Api } from '../../shared/api';
import type {
  commentDeleteRequested,
  commentLikeToggled,
  commentPostRequested,
  commentsRequested,
  commentThreadClosed,
  commentThreadRequested,
  moreCommentsRequested,
} from '../../shared/comments/actions';
import {
  COMMENTS_PER_SET,
  DEEPLINK_REPLIES,
  REPLY_DEPTH,
  type Comment,
  type CommentsPage,
} from '../../shared/comments/api';
import { COMMENTS_MESSAGES as M } from '../../shared/comments/messages';
import { repliesOf } from '../../shared/comments/routes';
import { commentTextError, normaliseCommentText } from '../../shared/comments/validation';

/** A resource's first set (or the set after `after`); skipped when the server already loaded it. */
export function* loadComments(api: Api, action: ReturnType<typeof commentsRequested>) {
  const { resource } = action.payload;
  const after = action.payload.after ?? null;
  const list = yield* select(selectCommentList, resource);
  if (list.status === 'loading' || (list.status === 'succeeded' && list.from === after)) return;
  yield* put(a.listLoading({ resource, from: after }));
  try {
    const page = yield* call([api.comments, api.comments.list], resource, { limit: COMMENTS_PER_SET, after });
    yield* put(a.listLoaded({ resource, page, append: false }));
  } catch {
    yield* put(a.listFailed({ resource }));
  }
}

/** "Show more", scroll loading, "View replies": the next set after the loaded ones. */
export function* loadMoreComments(api: Api, action: ReturnType<typeof moreCommentsRequested>) {
  const { resource } = action.payload;
  const list = yield* select(selectCommentList, resource);
  if (list.status === 'loading') return;
  // A list never loaded (replies not shown yet) starts at its first set; a loaded one goes on.
  const fresh = list.status === 'idle';
  if (!fresh && list.status === 'succeeded' && !list.after) return;
  const after = fresh ? null : list.after;
  yield* put(a.listLoading({ resource }));
  try {
    const page = yield* call([api.comments, api.comments.list], resource, { limit: COMMENTS_PER_SET, after });
    yield* put(a.listLoaded({ resource, page, append: true }));
  } catch {
    yield* put(a.listFailed({ resource }));
  }
}

const withFirst = (page: CommentsPage, first: Comment | undefined): CommentsPage => {
  if (!first || page.comments.some((c) => c.commentId.resourceId === first.commentId.resourceId)) return page;
  return { ...page, comments: [first, ...page.comments] };
};

/**
 * `?commentId=`: the thread holding that comment — its top comment with 2 replies at first (the
 * linked reply among them), or "The comment cannot be found.".
 */
export function* loadThread(api: Api, action: ReturnType<typeof commentThreadRequested>) {
  const { commentId, replies: replyLimit = DEEPLINK_REPLIES } = action.payload;
  const thread = yield* select(selectCommentThread);
  if (thread && thread.commentId === commentId && thread.status !== 'loading') return;
  yield* put(a.threadLoading({ commentId }));
  let chain: Comment[];
  try {
    chain = [yield* call([api.comments, api.comments.get], commentId)];
    // Up to the thread's top comment: a reply's parent, a reply to a reply's grandparent.
    for (let depth = 0; depth < REPLY_DEPTH && chain[0].resource.namespace === 'comments'; depth++) {
      chain = [yield* call([api.comments, api.comments.get], chain[0].resource.resourceId), ...chain];
    }
  } catch {
    yield* put(a.threadMissing({ commentId }));
    return;
  }
  const [root] = chain;
  try {
    const replies = yield* call([api.comments, api.comments.list], repliesOf(root.commentId.resourceId), {
      limit: replyLimit,
    });
    // "View replies" on a reply without JavaScript (`&replies=`): that reply's own replies too.
    if (chain.length === 2 && replyLimit > DEEPLINK_REPLIES) {
      const reply = chain[1].commentId.resourceId;
      const own = yield* call([api.comments, api.comments.list], repliesOf(reply), { limit: replyLimit });
      yield* put(a.listLoaded({ resource: repliesOf(reply), page: own, append: false }));
    }
    // A reply to a reply: its parent's replies start with it.
    if (chain.length > 2) {
      const parent = chain[1];
      yield* put(
        a.listLoaded({
          resource: repliesOf(parent.commentId.resourceId),
          page: { comments: [chain[2]], pagination: { after: null } },
          append: true,
        }),
      );
    }
    yield* put(a.threadLoaded({ commentId, root, replies: withFirst(replies, chain[1]) }));
  } catch {
    yield* put(
      a.threadLoaded({
        commentId,
        root,
        replies: withFirst({ comments: [], pagination: { after: null } }, chain[1]),
      }),
    );
  }
}

/** "Return to all comments": the part's list (loaded now if the page came as a single thread). */
export function* closeThread(api: Api, action: ReturnType<typeof commentThreadClosed>) {
  yield* put(a.threadClosed());
  yield* call(loadComments, api, {
    type: 'comments/requested',
    payload: { resource: action.payload.partResource },
  });
}

/** The stores (by their Api) whose viewer was found verified: asked once, not at every like. */
const verified = new WeakSet<Api>();

/**
 * Whether the viewer may write now: a signed-in viewer whose email is not verified gets the
 * please-verify modal instead (reading-discovery §5: like and post check it first).
 */
export function* mayWrite(api: Api) {
  const viewer = yield* select(selectViewer);
  if (!viewer) return false;
  if (verified.has(api)) return true;
  try {
    const me = yield* call([api.reverification, api.reverification.status]);
    if (me.verified_email) verified.add(api);
    else {
      yield* put(recoveryActions.gateOpened({ email: me.email ?? null }));
      return false;
    }
  } catch {
    // The check failing is no reason to refuse: the server decides again.
  }
  return true;
}

/** The server's refusal for an unverified email (`EMAIL_NOT_VERIFIED`, commentsService.ts). */
const EMAIL_NOT_VERIFIED = 'EmailNotVerified';

/** The server found the email unverified (verified since the check, or never asked): the modal. */
function* gated(api: Api, e: unknown) {
  if (!isApiError(e) || e.errorType !== EMAIL_NOT_VERIFIED) return false;
  verified.delete(api);
  yield* put(recoveryActions.gateOpened({ email: null }));
  return true;
}

/** A refusal's own message (a 4xx: too long, a double post, too fast); none for other failures. */
const reasonOf = (e: unknown): string | null =>
  isApiError(e) && e.status >= 400 && e.status < 500 ? e.message : null;

export function* postComment(api: Api, action: ReturnType<typeof commentPostRequested>) {
  const { resource } = action.payload;
  const text = normaliseCommentText(action.payload.text);
  const box = yield* select(selectCommentBox, resource);
  if (box.status === 'posting' || commentTextError(text)) return;
  if (!(yield* call(mayWrite, api))) return;
  const csrfToken = yield* select(selectCsrfToken);
  yield* put(a.postStarted({ resource, text }));
  try {
    const comment = yield* call([api.comments, api.comments.post], resource, text, csrfToken);
    yield* put(a.posted({ resource, comment }));
  } catch (e) {
    if (yield* call(gated, api, e)) {
      yield* put(a.postFailed({ resource, text }));
      return;
    }
    yield* put(a.postFailed({ resource, text, reason: reasonOf(e) }));
  }
}

export function* deleteComment(api: Api, action: ReturnType<typeof commentDeleteRequested>) {
  const { commentId } = action.payload;
  const csrfToken = yield* select(selectCsrfToken);
  try {
    yield* call([api.comments, api.comments.remove], commentId, csrfToken);
    yield* put(a.removed({ commentId }));
  } catch {
    yield* put(a.toastShown(M.deleteFailed));
  }
}

const likesOf = (c: Comment): number => c.sentiments[':like:']?.count ?? 0;

/** Like or unlike at once; the server's count on success, the previous state back on failure. */
export function* toggleLike(api: Api, action: ReturnType<typeof commentLikeToggled>) {
  const { commentId } = action.payload;
  const comment = yield* select(selectComment, commentId);
  if (!comment || (yield* select(selectLiking, commentId))) return;
  if (!(yield* call(mayWrite, api))) return;
  const before = { liked: Boolean(comment.liked), count: likesOf(comment) };
  const liked = !before.liked;
  const csrfToken = yield* select(selectCsrfToken);
  yield* put(a.likeSet({ commentId, liked, count: before.count + (liked ? 1 : -1) }));
  yield* put(a.likeSending({ commentId, sending: true }));
  try {
    const method = liked ? api.comments.like : api.comments.unlike;
    const { count } = yield* call([api.comments, method], commentId, csrfToken);
    yield* put(a.likeSet({ commentId, liked, count }));
  } catch (e) {
    yield* put(a.likeSet({ commentId, ...before }));
    yield* call(gated, api, e);
  } finally {
    yield* put(a.likeSending({ commentId, sending: false }));
  }
}
