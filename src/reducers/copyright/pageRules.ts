/** A refused DMCA form's status (declared in `src/shared/copyright/routes.ts`). */
import type { CopyrightPageKey } from '../../shared/copyright/routes';
import type { PageRulesFor } from '../pageRule';

export const COPYRIGHT_PAGE_RULES = {
  dmca: { status: (s) => (s.copyright.dmca.httpStatus !== 200 ? s.copyright.dmca.httpStatus : null) },
} satisfies PageRulesFor<CopyrightPageKey>;
