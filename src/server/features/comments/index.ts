/**
 * The comments feature's public surface on the server: the services its no-JavaScript form routes
 * (forms.ts) and other features use, and the post limit every comment route shares.
 */
export {
  EMAIL_NOT_VERIFIED,
  getComment,
  likeComment,
  listComments,
  paragraphCounts,
  postComment,
  removeComment,
} from './commentsService';
export { createCommentLimits, type CommentLimits } from './limits';
