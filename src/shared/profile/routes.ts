/** The profile page of the page table (spread into PAGES before the part reader). */
import type { PageMeta } from '../common/pageMeta';
import { profileRequested } from './actions';
import { profileWorksShown } from './works';

export type ProfilePageKey = 'profile';

export const PROFILE_PAGES = {
  profile: {
    pattern: /^\/user\/([^/]+)\/?$/,
    keys: ['username'],
    loginRequired: false,
    preload: (m, q) => [profileRequested({ username: m.params.username, works: profileWorksShown(q.works) })],
    rules: ['status', 'title'],
  },
} satisfies Record<ProfilePageKey, PageMeta>;
