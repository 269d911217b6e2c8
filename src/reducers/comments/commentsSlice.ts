import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { commentsRequested } from '../../shared/comments/actions';
import {
  REPLY_DEPTH,
  type Comment,
  type CommentResource,
  type CommentsPage,
} from '../../shared/comments/api';
import { COMMENT_TOAST_FORM, commentFormName, repliesOf, resourceKey } from '../../shared/comments/routes';
import { formFailed } from '../../shared/common/forms';
import type { LoadStatus } from '../types';

/**
 * Comments (reading-discovery §4 "Comments"): the comments loaded, by id, and per resource (a part,
 * a paragraph, a comment's replies) the ids in order with the cursor of the next set. View state:
 * each comment box's post, the single-thread view of `?commentId=`, the delete toast.
 */
export interface CommentList {
  ids: string[];
  /** Cursor of the next set; null after the last. */
  after: string | null;
  status: LoadStatus;
  /** The cursor the first set shown came from (`?after=` without JavaScript); null: the start. */
  from: string | null;
  /** Posted minus deleted since the count the page came with (the part's `commentCount`). */
  delta: number;
}

export interface CommentBox {
  status: 'idle' | 'posting' | 'failed';
  /** What was typed, kept after a refused post (with or without JavaScript). */
  text: string;
  /** Why the server refused it (too long, a double post…), shown after "Comment failed to post". */
  reason?: string | null;
}

export interface CommentThread {
  commentId: string;
  /** The thread's top comment (the comment itself, or its parent for a reply); null until found. */
  rootId: string | null;
  status: 'loading' | 'found' | 'missing';
}

export interface CommentsState {
  byId: Record<string, Comment>;
  lists: Record<string, CommentList>;
  boxes: Record<string, CommentBox>;
  thread: CommentThread | null;
  /** Likes sent and not answered yet (a second click waits). */
  liking: Record<string, true>;
  toast: string | null;
  /**
   * Per part id: comments posted minus deleted since the part's `commentCount` was read (the
   * part's count holds every comment on it: replies and paragraph comments too).
   */
  partDeltas: Record<string, number>;
  /** The status of a comment form refused without JavaScript (the part page answers with it). */
  refusedStatus: number | null;
}

const initialState: CommentsState = {
  byId: {},
  lists: {},
  boxes: {},
  thread: null,
  liking: {},
  toast: null,
  partDeltas: {},
  refusedStatus: null,
};

const emptyList = (): CommentList => ({ ids: [], after: null, status: 'idle', from: null, delta: 0 });
const idOf = (c: Comment): string => c.commentId.resourceId;
const listOf = (s: CommentsState, key: string): CommentList => (s.lists[key] ??= emptyList());
/** The part a comment is on: its resource's, or (a reply) its thread's, as far as it is loaded. */
function partOf(s: CommentsState, r: CommentResource): string | null {
  for (let at: CommentResource | undefined = r, i = 0; at && i <= REPLY_DEPTH; i++) {
    if (at.namespace === 'parts') return at.resourceId;
    if (at.namespace === 'paragraphs') return at.resourceId.split('_')[0];
    at = s.byId[at.resourceId]?.resource;
  }
  return null;
}

function countOnPart(s: CommentsState, r: CommentResource, delta: number): void {
  const part = partOf(s, r);
  if (part) s.partDeltas[part] = (s.partDeltas[part] ?? 0) + delta;
}

const unique = (ids: string[]): string[] => ids.filter((id, i) => ids.indexOf(id) === i);

function addPage(s: CommentsState, key: string, page: CommentsPage, append: boolean): void {
  const list = listOf(s, key);
  for (const c of page.comments) s.byId[idOf(c)] = c;
  const ids = page.comments.map(idOf);
  // A reply posted before its list was loaded stays on top of the loaded set.
  list.ids = unique(append || list.status === 'idle' ? [...list.ids, ...ids] : ids);
  list.after = page.pagination.after;
  list.status = 'succeeded';
}

const commentsSlice = createSlice({
  name: 'comments',
  initialState,
  reducers: {
    listLoading(s, a: PayloadAction<{ resource: CommentResource; from?: string | null }>) {
      const list = listOf(s, resourceKey(a.payload.resource));
      list.status = 'loading';
      if (a.payload.from !== undefined) list.from = a.payload.from;
    },
    listLoaded(s, a: PayloadAction<{ resource: CommentResource; page: CommentsPage; append: boolean }>) {
      addPage(s, resourceKey(a.payload.resource), a.payload.page, a.payload.append);
    },
    listFailed(s, a: PayloadAction<{ resource: CommentResource }>) {
      listOf(s, resourceKey(a.payload.resource)).status = 'failed';
    },
    threadLoading(s, a: PayloadAction<{ commentId: string }>) {
      s.thread = { commentId: a.payload.commentId, rootId: null, status: 'loading' };
    },
    threadLoaded(s, a: PayloadAction<{ commentId: string; root: Comment; replies: CommentsPage }>) {
      const { root, replies, commentId } = a.payload;
      s.byId[idOf(root)] = root;
      addPage(s, resourceKey(repliesOf(idOf(root))), replies, false);
      s.thread = { commentId, rootId: idOf(root), status: 'found' };
    },
    threadMissing(s, a: PayloadAction<{ commentId: string }>) {
      s.thread = { commentId: a.payload.commentId, rootId: null, status: 'missing' };
    },
    threadClosed(s) {
      s.thread = null;
    },
    postStarted(s, a: PayloadAction<{ resource: CommentResource; text: string }>) {
      s.boxes[commentFormName(a.payload.resource)] = { status: 'posting', text: a.payload.text };
    },
    posted(s, a: PayloadAction<{ resource: CommentResource; comment: Comment }>) {
      const { resource, comment } = a.payload;
      s.boxes[commentFormName(resource)] = { status: 'idle', text: '' };
      s.byId[idOf(comment)] = comment;
      const list = listOf(s, resourceKey(resource));
      list.ids = unique([idOf(comment), ...list.ids]);
      list.delta += 1;
      countOnPart(s, resource, 1);
      const parent = resource.namespace === 'comments' ? s.byId[resource.resourceId] : undefined;
      if (parent) parent.replyCount += 1;
    },
    postFailed(s, a: PayloadAction<{ resource: CommentResource; text: string; reason?: string | null }>) {
      const { text, reason = null } = a.payload;
      s.boxes[commentFormName(a.payload.resource)] = { status: 'failed', text, reason };
    },
    boxEdited(s, a: PayloadAction<{ resource: CommentResource; text: string }>) {
      const name = commentFormName(a.payload.resource);
      const box = s.boxes[name];
      if (box?.status === 'posting') return;
      s.boxes[name] = { status: box?.status === 'failed' ? 'failed' : 'idle', text: a.payload.text };
    },
    /** Optimistic (the click) and its rollback alike: the viewer's like and the count. */
    likeSet(s, a: PayloadAction<{ commentId: string; liked: boolean; count: number }>) {
      const c = s.byId[a.payload.commentId];
      if (!c) return;
      c.liked = a.payload.liked;
      c.sentiments = { ...c.sentiments, ':like:': { count: Math.max(0, a.payload.count) } };
    },
    likeSending(s, a: PayloadAction<{ commentId: string; sending: boolean }>) {
      if (a.payload.sending) s.liking[a.payload.commentId] = true;
      else delete s.liking[a.payload.commentId];
    },
    /** Deleted: gone from its list, or kept in place as deleted when it has replies; counts drop. */
    removed(s, a: PayloadAction<{ commentId: string }>) {
      const c = s.byId[a.payload.commentId];
      if (!c) return;
      const { resource } = c;
      const list = listOf(s, resourceKey(resource));
      countOnPart(s, resource, -1);
      if (c.replyCount > 0) {
        c.status = 'deleted';
        c.text = '';
      } else {
        list.ids = list.ids.filter((id) => id !== a.payload.commentId);
        delete s.byId[a.payload.commentId];
      }
      list.delta -= 1;
      const parent = resource.namespace === 'comments' ? s.byId[resource.resourceId] : undefined;
      if (parent) parent.replyCount = Math.max(0, parent.replyCount - 1);
    },
    toastShown(s, a: PayloadAction<string>) {
      s.toast = a.payload;
    },
    toastDismissed(s) {
      s.toast = null;
    },
  },
  extraReducers: (builder) => {
    // A part's list asked for (its page without `?commentId=`): the single-thread view ends.
    builder.addCase(commentsRequested, (s, a) => {
      if (a.payload.resource.namespace === 'parts') s.thread = null;
    });
    // Refused without JavaScript: a post shows its box again with the text and the error; a
    // delete or a like shows its toast.
    builder.addCase(formFailed, (s, a) => {
      const { page, form, values, message } = a.payload;
      if (page !== 'reader' || !form) return;
      s.refusedStatus = a.payload.status;
      if (form === COMMENT_TOAST_FORM) s.toast = message;
      else if (form.startsWith('comment:'))
        s.boxes[form] = { status: 'failed', text: values.text ?? '', reason: message };
    });
  },
});

export const commentsActions = commentsSlice.actions;
export const commentsReducer = commentsSlice.reducer;

type WithComments = { comments: CommentsState };
const NO_LIST = emptyList();
const NO_BOX: CommentBox = { status: 'idle', text: '' };

export const selectComments = (s: WithComments): CommentsState => s.comments;
export const selectComment = (s: WithComments, id: string): Comment | undefined => s.comments.byId[id];
export const selectCommentList = (s: WithComments, r: CommentResource): CommentList =>
  s.comments.lists[resourceKey(r)] ?? NO_LIST;
export const selectCommentBox = (s: WithComments, r: CommentResource): CommentBox =>
  s.comments.boxes[commentFormName(r)] ?? NO_BOX;
export const selectPartCommentDelta = (s: WithComments, partId: number): number =>
  s.comments.partDeltas[String(partId)] ?? 0;
export const selectCommentThread = (s: WithComments): CommentThread | null => s.comments.thread;
export const selectCommentsToast = (s: WithComments): string | null => s.comments.toast;
/** A refused comment form's status (400, 403, 409, 429), or null (the part page's status rule). */
export const selectCommentFormStatus = (s: WithComments): number | null => s.comments.refusedStatus;
export const selectLiking = (s: WithComments, id: string): boolean => Boolean(s.comments.liking[id]);
