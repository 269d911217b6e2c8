/** The home page of the route table. */
import { featuredListsRequested } from '../lists/actions';
import type { RouteDef } from '../routes';
import { homeRequested } from './actions';

export type HomePageKey = 'home';

export const HOME_ROUTES: readonly RouteDef[] = [
  {
    page: 'home',
    pattern: /^\/(?:home)?\/?$/,
    keys: [],
    loginRequired: false,
    preload: (_m, q) => [
      homeRequested(q.show ? { show: Number(q.show) } : undefined),
      featuredListsRequested(),
    ],
  },
];
