/** The profile page of the route table (spread into ROUTES before the part reader). */
import { profileRequested } from './profileActions';
import type { RouteDef } from './routes';

export type ProfilePageKey = 'profile';

export const PROFILE_ROUTES: readonly RouteDef[] = [
  {
    page: 'profile',
    pattern: /^\/user\/([^/]+)\/?$/,
    keys: ['username'],
    loginRequired: false,
    preload: (m) => [profileRequested({ username: m.params.username })],
  },
];
