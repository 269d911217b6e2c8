/** Reading-list pages of the page table: add to list, featured and reading lists, the library. */
import { headerMessages as h } from '../common/headerMessages';
import type { PageMeta } from '../common/pageMeta';
import { libraryShown } from './api';
import { storyRequested } from '../stories/actions';
import {
  collectionsRequested,
  featuredListRequested,
  libraryRequested,
  readingListsRequested,
} from './actions';

export type ListsPageKey = 'addToList' | 'featuredList' | 'readingList' | 'library';

export const LISTS_PAGES = {
  // Add-to-list without JavaScript (src/shared/lists/forms.ts): the viewer's library and lists.
  addToList: {
    pattern: /^\/story\/0*(\d+)(?:-[^/]*)?\/lists\/?$/,
    keys: ['id'],
    loginRequired: true,
    preload: (m, _q, viewer) => [
      storyRequested({ id: m.params.id }),
      ...(viewer ? [readingListsRequested(), collectionsRequested({ storyIds: [m.params.id] })] : []),
    ],
  },
  featuredList: {
    pattern: /^\/featured\/(\d+)\/?$/,
    keys: ['id'],
    loginRequired: false,
    preload: (m) => [featuredListRequested({ id: Number(m.params.id) })],
    // A list that is not featured is addressed as a reading list (/featured/{id} redirects).
    redirects: true,
    rules: ['status', 'title', 'canonical'],
  },
  // Any reading list (profiles link here); its owner can remove stories (a form per story).
  readingList: {
    pattern: /^\/list\/(\d+)(?:-[^/]*)?\/?$/,
    keys: ['id'],
    loginRequired: false,
    preload: (m) => [featuredListRequested({ id: Number(m.params.id) })],
    rules: ['status', 'title', 'canonical'],
  },
  // The viewer's library and their reading lists.
  library: {
    pattern: /^\/library\/?$/,
    keys: [],
    loginRequired: true,
    preload: (_m, q, viewer) =>
      viewer ? [libraryRequested({ show: libraryShown(q.show) }), readingListsRequested()] : [],
    title: h.library,
    rules: ['status'],
  },
} satisfies Record<ListsPageKey, PageMeta>;
