import type { RootState } from '../../reducers/rootReducer';
import { selectPartById } from '../../reducers/stories/partsSlice';
import { selectStoryById } from '../../reducers/stories/storiesSlice';
import { selectPageTitle } from '../../reducers/pageTitle';
import { pathOf } from '../../shared/common/slug';
import { truncate } from '../../shared/common/format';
import { featuredListPath } from '../../shared/lists/curation';
import { readingListPath } from '../../shared/lists/forms';

export interface PageHead {
  title: string;
  description: string;
  /** Canonical path of the page when the state knows it (story, part and list addresses). */
  canonicalPath: string | null;
  image: string | null;
}

/** Document title (the one rule of `selectPageTitle`), description and canonical address from the state. */
export function pageHead(s: RootState): PageHead {
  const title = selectPageTitle(s);
  const { page, params } = s.router;
  if (page === 'story') {
    const story = selectStoryById(s, params.id);
    if (story) {
      return {
        title,
        description: truncate(story.description, 200),
        canonicalPath: pathOf(story.url),
        image: story.cover,
      };
    }
  }
  if (page === 'reader') {
    const part = selectPartById(s, Number(params.partId));
    const story = part && selectStoryById(s, part.groupId);
    if (part && story) {
      return {
        title,
        description: truncate(story.description, 200),
        canonicalPath: pathOf(part.url),
        image: story.cover,
      };
    }
  }
  if (page === 'featuredList' || page === 'readingList') {
    const list = s.lists.featuredById[Number(params.id)]?.list;
    if (list) {
      // A list that is not featured is addressed as a reading list (/featured/{id} redirects).
      const canonicalPath = list.featured ? featuredListPath(list.id) : readingListPath(list.id);
      return { title, description: '', canonicalPath, image: list.cover || null };
    }
  }
  return { title, description: '', canonicalPath: page === 'home' ? '/home' : null, image: null };
}
