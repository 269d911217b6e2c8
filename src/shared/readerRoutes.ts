/** Story-page extras of the route table (spread into ROUTES before the part reader). */
import { storyRequested } from './actions';
import type { RouteDef } from './routes';

export type ReaderPageKey = 'storyRankings';

export const READER_ROUTES: readonly RouteDef[] = [
  {
    page: 'storyRankings',
    pattern: /^\/story\/(\d+)(?:-([^/]*))?\/rankings\/?$/,
    keys: ['id', 'slug'],
    loginRequired: false,
    preload: (m) => [storyRequested({ id: m.params.id })],
  },
];
