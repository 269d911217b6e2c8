/** Search: the watchers; the flows load with their first action (`searchFlows.ts`). */
import { moreRequested, tagTermTyped } from '../../reducers/search/searchSlice';
import type { Api } from '../../shared/api';
import { searchLandingRequested, searchRequested, tagBrowseRequested } from '../../shared/search/actions';
import { type Watcher, lazy, on, watch } from '../watch';

const flows = () => import(/* webpackChunkName: "saga-search" */ './searchFlows');

export const searchWatchers = (api: Api): Watcher[] => [
  on('latest', searchLandingRequested.type, lazy(flows, 'loadRecent'), api),
  on('latest', searchRequested.type, lazy(flows, 'loadSearch'), api),
  on('latest', tagBrowseRequested.type, lazy(flows, 'loadTag'), api),
  on('latest', moreRequested.type, lazy(flows, 'loadMore'), api),
  on('latest', tagTermTyped.type, lazy(flows, 'suggestTags'), api),
];

export function* searchSaga(api: Api) {
  yield* watch(...searchWatchers(api));
}
