import { pageMeta } from '../shared/routes';
import { titled } from './pageRule';
import { pageRules } from './pageRules';
import { selectPageStatus } from './pageStatus';
import type { RootState } from './rootReducer';

const NOT_FOUND = 'Page not found';

/**
 * The document title of the page the state describes: the server's `<title>`, and the browser's
 * after each client-side navigation (App), so the tab, the history menu and a screen reader name
 * the page the reader is on. The page's `title` rule names it from its data (a story, a part, a
 * list, a profile; a part the reader may not open by its refusal, "Story restricted"); a page
 * whose data does not exist is "Page not found", as its 404 says (`selectPageStatus`); then the
 * page's name from the page table ('Log in'); a page whose data has not loaded (or failed) is
 * titled by the site.
 */
export function selectPageTitle(s: RootState): string {
  const { page, params } = s.router;
  const status = selectPageStatus(s);
  const ruled = pageRules(page).title?.(s, params, status);
  if (ruled) return ruled;
  if (status === 404) return titled(s, NOT_FOUND);
  const named = pageMeta(page).title;
  return named ? titled(s, named) : s.config.productName;
}
