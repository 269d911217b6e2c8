/** The story page and its tag rankings page of the route table. */
import { readingPositionRequested } from '../reader/actions';
import type { RouteDef } from '../routes';
import { similarStoriesRequested, storyRequested } from './actions';

export type StoriesPageKey = 'story' | 'storyRankings';

export const STORIES_ROUTES: readonly RouteDef[] = [
  {
    page: 'story',
    pattern: /^\/story\/(\d+)(?:-([^/]*))?\/?$/,
    keys: ['id', 'slug'],
    loginRequired: false,
    preload: (m, _q, viewer) => [
      storyRequested({ id: m.params.id }),
      similarStoriesRequested({ storyId: m.params.id }),
      ...(viewer ? [readingPositionRequested({ storyId: m.params.id })] : []),
    ],
  },
  {
    page: 'storyRankings',
    pattern: /^\/story\/(\d+)(?:-([^/]*))?\/rankings\/?$/,
    keys: ['id', 'slug'],
    loginRequired: false,
    preload: (m) => [storyRequested({ id: m.params.id })],
  },
];
