/** The home page's state rules (declared in `src/shared/home/routes.ts`). */
import type { HomePageKey } from '../../shared/home/routes';
import { loadStatus, type PageRulesFor } from '../pageRule';

export const HOME_PAGE_RULES = {
  home: {
    status: (s) => loadStatus(s.home),
    title: (s) => `${s.config.productName} - Where stories live`,
  },
} satisfies PageRulesFor<HomePageKey>;
