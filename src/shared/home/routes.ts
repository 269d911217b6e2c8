/** The home page of the page table. */
import type { PageMeta } from '../common/pageMeta';
import { featuredListsRequested } from '../lists/actions';
import { homeRequested } from './actions';

export type HomePageKey = 'home';

export const HOME_PAGES = {
  home: {
    pattern: /^\/(?:home)?\/?$/,
    keys: [],
    loginRequired: false,
    preload: (_m, q) => [
      homeRequested(q.show ? { show: Number(q.show) } : undefined),
      featuredListsRequested(),
    ],
    canonical: '/home',
    rules: ['status', 'title'],
  },
} satisfies Record<HomePageKey, PageMeta>;
