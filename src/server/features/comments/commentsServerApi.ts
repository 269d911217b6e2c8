import type { CommentsApi } from '../../../shared/comments/api';
import { COMMENTS_MAX_LIMIT } from '../../../shared/comments/validation';
import type { ServiceContext } from '../../context';
import { createCommentLimits, type CommentLimits } from './limits';
import {
  getComment,
  likeComment,
  listComments,
  paragraphCounts,
  postComment,
  removeComment,
} from './commentsService';

/** In-process posts (none today: SSR only reads) count in this process's memory. */
let processLimits: CommentLimits | null = null;
const limitsInProcess = (): CommentLimits => (processLimits ??= createCommentLimits(null));

/** `Api.comments` in-process (SSR preloads) with the request's viewer; CSRF tokens are HTTP's concern. */
export function createCommentsServerApi(ctx: ServiceContext): CommentsApi {
  return {
    list: (resource, page) =>
      listComments(ctx, resource, {
        limit: Math.max(1, Math.min(page.limit, COMMENTS_MAX_LIMIT)),
        after: page.after,
      }),
    get: (commentId) => getComment(ctx, commentId),
    post: (resource, text) => postComment(ctx, { resource, text }, limitsInProcess()),
    remove: (commentId) => removeComment(ctx, commentId),
    like: (commentId) => likeComment(ctx, commentId, true),
    unlike: (commentId) => likeComment(ctx, commentId, false),
    paragraphCounts: (partId) => paragraphCounts(ctx, partId),
  };
}
