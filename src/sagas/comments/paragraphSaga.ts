/**
 * Paragraph comments: the watchers (the flows load with their first action: `paragraphFlows.ts`,
 * in the comments sagas' chunk).
 */
import type { Api } from '../../shared/api';
import {
  paragraphCountsRequested,
  paragraphDrawerCloseRequested,
  paragraphDrawerRequested,
  paragraphInitialCommentFound,
} from '../../shared/comments/paragraphActions';
import type { FeatureSagas } from '../featureSagas';
import { type Watcher, lazy, on, watch } from '../watch';

const flows = () => import(/* webpackChunkName: "saga-comments" */ './paragraphFlows');

export const paragraphWatchers = (api: Api): Watcher[] => [
  on('every', paragraphCountsRequested, lazy(flows, 'loadParagraphCounts'), api),
  on('latest', paragraphDrawerRequested, lazy(flows, 'openDrawer'), api),
  on('latest', paragraphInitialCommentFound, lazy(flows, 'openFromInitialComment'), api),
  on('leading', paragraphDrawerCloseRequested, lazy(flows, 'closeDrawer')),
];

/** The paragraph comments' manifest (`rootSaga.ts`). */
export const paragraphCommentsSagas: FeatureSagas = { watchers: paragraphWatchers };

export function* paragraphSaga(api: Api) {
  yield* watch(...paragraphWatchers(api));
}
