import type { RootState } from '../../reducers/rootReducer';
import { pageRules } from '../../reducers/pageRules';
import { selectPageTitle } from '../../reducers/pageTitle';
import { pageMeta } from '../../shared/routes';

export interface PageHead {
  title: string;
  description: string;
  /** Canonical path of the page when the state knows it (story, part and list addresses). */
  canonicalPath: string | null;
  image: string | null;
}

/**
 * Document title (the one rule of `selectPageTitle`), description and canonical address: the
 * page's `canonical` rule when its data is there, else its fixed `canonical` in the page table.
 */
export function pageHead(s: RootState): PageHead {
  const title = selectPageTitle(s);
  const { page, params } = s.router;
  const facts = pageRules(page).canonical?.(s, params);
  if (facts) return { title, ...facts };
  return { title, description: '', canonicalPath: pageMeta(page).canonical ?? null, image: null };
}
