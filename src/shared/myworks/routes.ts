/** The writing studio's pages of the page table: `/myworks` and a story's settings. */
import type { PageMeta } from '../common/pageMeta';
import { myStoryRequested, myWorksRequested, notesRequested } from './actions';
import { MYWORKS_TITLES } from './titles';

export type MyWorksPageKey = 'myworks' | 'myStory';

export const MYWORKS_PAGES = {
  myworks: {
    pattern: /^\/myworks\/?$/,
    keys: [],
    loginRequired: true,
    forms: true,
    preload: (_m, _q, viewer) => (viewer ? [myWorksRequested()] : []),
    title: MYWORKS_TITLES.myworks,
    rules: ['status'],
  },
  // Owner only: another writer's story answers 403, a missing one 404 (the status rule).
  myStory: {
    pattern: /^\/myworks\/0*(\d+)\/?$/,
    keys: ['id'],
    loginRequired: true,
    forms: true,
    // The Story Notes tab's notes come with the page, so the tab is not a spinner without JavaScript.
    preload: (m, q, viewer) =>
      viewer
        ? [
            myStoryRequested({ id: m.params.id }),
            ...(q.tab === 'notes' ? [notesRequested({ id: m.params.id })] : []),
          ]
        : [],
    rules: ['status', 'title'],
  },
} satisfies Record<MyWorksPageKey, PageMeta>;
