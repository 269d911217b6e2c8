/**
 * The comments' addresses. Comments live on the part page (`/{partId}`, the reader's page entry,
 * whose preload adds `partCommentsPreload`): `?after=` a later set, `?commentId=` one thread. No
 * page of their own; the forms below are how they work without JavaScript (`forms.ts`, server).
 */
import type { CommentResource } from './api';

/** The comment section's anchor on the part page. */
export const COMMENTS_ANCHOR = 'comments';
/** A comment's anchor (`#comment-{id}`): forms come back to it. */
export const commentAnchor = (commentId: string): string => `comment-${commentId}`;

/** `POST /comments` with `_csrf`, `namespace`, `resourceId`, `text`, `back` (the part's path). */
export const COMMENT_POST_PATH = '/comments';
/** `POST /comments/{id}/delete` with `_csrf`, `back`. */
export const commentDeletePath = (commentId: string): string =>
  `/comments/${encodeURIComponent(commentId)}/delete`;
/** `POST /comments/{id}/like` with `_csrf`, `like` (1 like, 0 unlike), `back`. */
export const commentLikePath = (commentId: string): string =>
  `/comments/${encodeURIComponent(commentId)}/like`;

/** The form name a refused post is kept under (`forms/failed` `form`): one per comment box. */
export const commentFormName = (r: CommentResource): string => `comment:${r.namespace}:${r.resourceId}`;

/** The part page showing one thread (`?commentId=`), or the set after a cursor (`?after=`). */
export const commentThreadUrl = (partPath: string, commentId: string, replies?: number): string =>
  `${partPath}?commentId=${encodeURIComponent(commentId)}${replies ? `&replies=${replies}` : ''}#${commentAnchor(commentId)}`;

/**
 * `&replies=`: how many replies a thread shows (its top comment's, and a linked reply's own). The
 * "View replies" link asks for 10 more each time, so every reply is reachable without JavaScript.
 */
export const THREAD_REPLIES_MAX = 50;
export const threadReplies = (value: string | undefined): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, THREAD_REPLIES_MAX) : undefined;
};
export const commentsAfterUrl = (partPath: string, after: string): string =>
  `${partPath}?after=${encodeURIComponent(after)}#${COMMENTS_ANCHOR}`;

/** The form name of a refused delete or like without JavaScript: the page shows the toast. */
export const COMMENT_TOAST_FORM = 'comment-toast';

/** A list key per resource (`parts:12`, `comments:77`). */
export const resourceKey = (r: CommentResource): string => `${r.namespace}:${r.resourceId}`;
/** Replies to a comment are comments on `comments` + its id. */
export const repliesOf = (commentId: string): CommentResource => ({
  namespace: 'comments',
  resourceId: commentId,
});
