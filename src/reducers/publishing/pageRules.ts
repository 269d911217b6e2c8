/** Publishing's page state rules (declared in `src/shared/publishing/routes.ts`). */
import type { PublishingPageKey } from '../../shared/publishing/routes';
import type { PageRulesFor } from '../pageRule';

export const PUBLISHING_PAGE_RULES = {
  // A refused form has its refusal's status (its message shows); a part that is not the viewer's, or gone, a 403.
  publishPart: {
    status: (s) =>
      s.publishing.formError ? s.publishing.formStatus : s.publishing.view === 'failed' ? 403 : 200,
  },
} satisfies PageRulesFor<PublishingPageKey>;
