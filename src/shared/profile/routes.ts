/** The profile page of the route table (spread into ROUTES before the part reader). */
import { profileWorksShown } from './works';
import { profileRequested } from './actions';
import type { RouteDef } from '../routes';

export type ProfilePageKey = 'profile';

export const PROFILE_ROUTES: readonly RouteDef[] = [
  {
    page: 'profile',
    pattern: /^\/user\/([^/]+)\/?$/,
    keys: ['username'],
    loginRequired: false,
    preload: (m, q) => [profileRequested({ username: m.params.username, works: profileWorksShown(q.works) })],
  },
];
