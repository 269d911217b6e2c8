/** The search results and tag pages' titles (declared in `src/shared/search/routes.ts`). */
import { SEARCH_MESSAGES as sm } from '../../shared/search/messages';
import type { SearchPageKey } from '../../shared/search/routes';
import { normaliseTag } from '../../shared/search/validation';
import { titled, type PageRulesFor } from '../pageRule';

export const SEARCH_PAGE_RULES = {
  searchResults: { title: (s, p, status) => (status === 404 ? null : titled(s, sm.resultsFor(p.term))) },
  tagBrowse: {
    title: (s, p, status) => (status === 404 ? null : titled(s, sm.tagStories(normaliseTag(p.tag)))),
  },
} satisfies PageRulesFor<SearchPageKey>;
