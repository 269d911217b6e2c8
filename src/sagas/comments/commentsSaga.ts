/**
 * Comments: the watchers. The flows (and the comments' HTTP calls and messages) load with their
 * first action: `commentsFlows.ts`.
 */
import type { Api } from '../../shared/api';
import {
  commentDeleteRequested,
  commentLikeToggled,
  commentPostRequested,
  commentsRequested,
  commentThreadClosed,
  commentThreadRequested,
  moreCommentsRequested,
} from '../../shared/comments/actions';
import { type Watcher, lazy, on, watch } from '../watch';

const flows = () => import(/* webpackChunkName: "saga-comments" */ './commentsFlows');

export const commentsWatchers = (api: Api): Watcher[] => [
  // Keyed by resource (the part's list and a drawer's may load at once): every, guarded by status.
  on('every', commentsRequested, lazy(flows, 'loadComments'), api),
  on('every', moreCommentsRequested, lazy(flows, 'loadMoreComments'), api),
  on('latest', commentThreadRequested, lazy(flows, 'loadThread'), api),
  on('latest', commentThreadClosed, lazy(flows, 'closeThread'), api),
  on('every', commentPostRequested, lazy(flows, 'postComment'), api),
  on('every', commentDeleteRequested, lazy(flows, 'deleteComment'), api),
  on('every', commentLikeToggled, lazy(flows, 'toggleLike'), api),
];

export function* commentsSaga(api: Api) {
  yield* watch(...commentsWatchers(api));
}
