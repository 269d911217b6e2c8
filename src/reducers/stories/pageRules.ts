/** The story and rankings pages' state rules (declared in `src/shared/stories/routes.ts`). */
import { pathOf } from '../../shared/common/slug';
import { truncate } from '../../shared/common/format';
import { rankingsTitle } from '../../shared/stories/rankingsMessages';
import type { StoriesPageKey } from '../../shared/stories/routes';
import { loadStatus, titled, type PageRulesFor } from '../pageRule';
import { selectStoryById, selectStoryMeta } from './storiesSlice';

export const STORIES_PAGE_RULES = {
  story: {
    status: (s, p) => loadStatus(selectStoryMeta(s, p.id)),
    title: (s, p) => {
      const story = selectStoryById(s, p.id);
      return story ? titled(s, story.title, story.user.fullname || story.user.name) : null;
    },
    canonical: (s, p) => {
      const story = selectStoryById(s, p.id);
      return story
        ? {
            canonicalPath: pathOf(story.url),
            description: truncate(story.description, 200),
            image: story.cover,
          }
        : null;
    },
  },
  storyRankings: {
    status: (s, p) => loadStatus(selectStoryMeta(s, p.id)),
    title: (s, p) => {
      const story = selectStoryById(s, p.id);
      return story ? titled(s, rankingsTitle(story.title), story.user.fullname || story.user.name) : null;
    },
  },
} satisfies PageRulesFor<StoriesPageKey>;
