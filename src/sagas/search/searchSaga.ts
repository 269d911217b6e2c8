/** Search: the watchers; the flows load with their first action (`searchFlows.ts`). */
import type { moreRequested, tagTermTyped } from '../../reducers/search/searchSlice';
import type { Api } from '../../shared/api';
import { searchLandingRequested, searchRequested, tagBrowseRequested } from '../../shared/search/actions';
import { type Watcher, lazy, on, watch } from '../watch';

const flows = () => import(/* webpackChunkName: "saga-search" */ './searchFlows');

// The slice's own actions, by type: the slice loads with the search pages, not with the watchers.
const MORE_REQUESTED: ReturnType<typeof moreRequested>['type'] = 'search/moreRequested';
const TAG_TERM_TYPED: ReturnType<typeof tagTermTyped>['type'] = 'search/tagTermTyped';

export const searchWatchers = (api: Api): Watcher[] => [
  on('latest', searchLandingRequested.type, lazy(flows, 'loadRecent'), api),
  on('latest', searchRequested.type, lazy(flows, 'loadSearch'), api),
  on('latest', tagBrowseRequested.type, lazy(flows, 'loadTag'), api),
  on('latest', MORE_REQUESTED, lazy(flows, 'loadMore'), api),
  on('latest', TAG_TERM_TYPED, lazy(flows, 'suggestTags'), api),
];

export function* searchSaga(api: Api) {
  yield* watch(...searchWatchers(api));
}
