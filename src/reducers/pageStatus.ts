import { pageRules } from './pageRules';
import type { RootState } from './rootReducer';

/**
 * HTTP status of the page the state describes (SSR uses it): the page's `status` rule
 * (`src/reducers/<f>/pageRules.ts`: 404 for a missing story or part, a refused form's status), else 200.
 */
export function selectPageStatus(s: RootState): number {
  const { page, params } = s.router;
  return pageRules(page).status?.(s, params) ?? 200;
}
