/** Reading-list pages of the route table: add to list, featured and reading lists, the library. */
import { libraryShown } from './api';
import type { RouteDef } from '../routes';
import { storyRequested } from '../stories/actions';
import {
  collectionsRequested,
  featuredListRequested,
  libraryRequested,
  readingListsRequested,
} from './actions';

export type ListsPageKey = 'addToList' | 'featuredList' | 'readingList' | 'library';

export const LISTS_ROUTES: readonly RouteDef[] = [
  {
    // Add-to-list without JavaScript (src/shared/lists/forms.ts): the viewer's library and lists.
    page: 'addToList',
    pattern: /^\/story\/(\d+)(?:-[^/]*)?\/lists\/?$/,
    keys: ['id'],
    loginRequired: true,
    preload: (m, _q, viewer) => [
      storyRequested({ id: m.params.id }),
      ...(viewer ? [readingListsRequested(), collectionsRequested({ storyIds: [m.params.id] })] : []),
    ],
  },
  {
    page: 'featuredList',
    pattern: /^\/featured\/(\d+)\/?$/,
    keys: ['id'],
    loginRequired: false,
    preload: (m) => [featuredListRequested({ id: Number(m.params.id) })],
  },
  {
    // Any reading list (profiles link here); its owner can remove stories (a form per story).
    page: 'readingList',
    pattern: /^\/list\/(\d+)(?:-[^/]*)?\/?$/,
    keys: ['id'],
    loginRequired: false,
    preload: (m) => [featuredListRequested({ id: Number(m.params.id) })],
  },
  {
    // The viewer's library and their reading lists.
    page: 'library',
    pattern: /^\/library\/?$/,
    keys: [],
    loginRequired: true,
    preload: (_m, q, viewer) =>
      viewer ? [libraryRequested({ show: libraryShown(q.show) }), readingListsRequested()] : [],
  },
];
