/** A refused close-account form's status (declared in `src/shared/privacy/routes.ts`). */
import type { PrivacyPageKey } from '../../shared/privacy/routes';
import type { PageRulesFor } from '../pageRule';

export const PRIVACY_PAGE_RULES = {
  closeAccount: { status: (s) => s.privacy.closeForm?.status ?? null },
} satisfies PageRulesFor<PrivacyPageKey>;
