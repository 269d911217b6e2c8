/** The writing studio's pages' state rules (declared in `src/shared/myworks/routes.ts`). */
import { MYWORKS_TITLES } from '../../shared/myworks/titles';
import type { MyWorksPageKey } from '../../shared/myworks/routes';
import { loadStatus, titled, type PageRulesFor } from '../pageRule';

export const MYWORKS_PAGE_RULES = {
  myworks: { status: (s) => loadStatus(s.myworks.works) },
  myStory: {
    // A refused form's status first (400 bad input, 403 not yours), then the load's (403, 404).
    status: (s) => s.myworks.form?.status ?? loadStatus(s.myworks.story),
    title: (s) => {
      const page = s.myworks.story.page;
      return page ? titled(s, page.story.title, MYWORKS_TITLES.myworks) : null;
    },
  },
} satisfies PageRulesFor<MyWorksPageKey>;
