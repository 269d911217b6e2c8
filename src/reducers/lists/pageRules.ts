/** The list pages' state rules (declared in `src/shared/lists/routes.ts`). */
import { featuredListPath } from '../../shared/lists/curation';
import { readingListPath } from '../../shared/lists/forms';
import type { ListsPageKey } from '../../shared/lists/routes';
import type { RouteParams } from '../../shared/routes';
import { loadStatus, titled, type PageHeadFacts, type PageRulesFor } from '../pageRule';
import type { RootState } from '../rootReducer';

const entryOf = (s: RootState, p: RouteParams) => s.lists.featuredById[Number(p.id)];

/** A featured list or a reading list: one entry of `featuredById`, by the address's id. */
const listPage = {
  status: (s: RootState, p: RouteParams) => loadStatus(entryOf(s, p) ?? null),
  title: (s: RootState, p: RouteParams) => {
    const list = entryOf(s, p)?.list;
    return list ? titled(s, list.name) : null;
  },
  canonical: (s: RootState, p: RouteParams): PageHeadFacts | null => {
    const list = entryOf(s, p)?.list;
    if (!list) return null;
    // A list that is not featured is addressed as a reading list (/featured/{id} redirects).
    const canonicalPath = list.featured ? featuredListPath(list.id) : readingListPath(list.id);
    return { canonicalPath, description: '', image: list.cover || null };
  },
};

export const LISTS_PAGE_RULES = {
  featuredList: listPage,
  readingList: listPage,
  library: { status: (s) => loadStatus(s.lists.library) },
} satisfies PageRulesFor<ListsPageKey>;
