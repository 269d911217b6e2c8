/** The story page and its tag rankings page of the page table. */
import type { PageMeta } from '../common/pageMeta';
import { coverFlagRequested } from '../imageAppeal/actions';
import { collectionsRequested } from '../lists/actions';
import { readingPositionRequested } from '../reader/actions';
import { similarStoriesRequested, storyRequested } from './actions';

export type StoriesPageKey = 'story' | 'storyRankings';

export const STORIES_PAGES = {
  story: {
    pattern: /^\/story\/0*(\d+)(?:-([^/]*))?\/?$/,
    keys: ['id', 'slug'],
    loginRequired: false,
    preload: (m, _q, viewer) => [
      storyRequested({ id: m.params.id }),
      similarStoriesRequested({ storyId: m.params.id }),
      // A flagged cover: a placeholder for everyone but its owner, who sees the flagged label.
      coverFlagRequested({ storyId: m.params.id }),
      // A signed-in reader's saved state: the reading position and whether the story is in their library.
      ...(viewer
        ? [
            readingPositionRequested({ storyId: m.params.id }),
            collectionsRequested({ storyIds: [m.params.id] }),
          ]
        : []),
    ],
    redirects: true,
    rules: ['status', 'title', 'canonical'],
  },
  storyRankings: {
    pattern: /^\/story\/0*(\d+)(?:-([^/]*))?\/rankings\/?$/,
    keys: ['id', 'slug'],
    loginRequired: false,
    preload: (m) => [storyRequested({ id: m.params.id })],
    rules: ['status', 'title'],
  },
} satisfies Record<StoriesPageKey, PageMeta>;
