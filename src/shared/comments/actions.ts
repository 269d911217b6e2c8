import { createAction } from '@reduxjs/toolkit';
import type { CommentResource } from './api';
import { threadReplies } from './routes';

/*
 * Comment request actions (the part page's preload and UI events; the comments slice and sagas
 * react). Here, not in the slice, so the watchers every page loads do not bring the slice along.
 */

/**
 * A resource's first set of comments (`after`: the set after that cursor, the no-JavaScript
 * "Show more" link) — the part page's preload, and Retry.
 */
export const commentsRequested = createAction<{ resource: CommentResource; after?: string | null }>(
  'comments/requested',
);
/** The next set after the loaded ones ("Show more", scroll loading; "View replies" for a reply list). */
export const moreCommentsRequested = createAction<{ resource: CommentResource }>('comments/moreRequested');
/** `?commentId=`: that comment's thread (the comment, or its parent, with 2 replies at first). */
export const commentThreadRequested = createAction<{
  commentId: string;
  partResource: CommentResource;
  /** `&replies=`: more replies than the deep link's first 2. */
  replies?: number;
}>('comments/threadRequested');
/** "Return to all comments": leave the single-thread view. */
export const commentThreadClosed = createAction<{ partResource: CommentResource }>('comments/threadClosed');
/** Post a comment (a reply: `resource` is `comments` + the parent's id); `key` names the box. */
export const commentPostRequested = createAction<{ resource: CommentResource; text: string }>(
  'comments/postRequested',
);
export const commentDeleteRequested = createAction<{ commentId: string }>('comments/deleteRequested');
/** Like or unlike (the opposite of the viewer's current state). */
export const commentLikeToggled = createAction<{ commentId: string }>('comments/likeToggled');

/** The part page's comment actions from its address (`?commentId=` thread, or `?after=` set). */
export const partCommentsPreload = (partId: string, query: Record<string, string | undefined>) => {
  const partResource: CommentResource = { namespace: 'parts', resourceId: String(Number(partId)) };
  const commentId = query.commentId;
  if (commentId && /^[\w-]{1,64}$/.test(commentId)) {
    const replies = threadReplies(query.replies);
    return [commentThreadRequested({ commentId, partResource, ...(replies ? { replies } : {}) })];
  }
  return [commentsRequested({ resource: partResource, after: query.after ?? null })];
};
