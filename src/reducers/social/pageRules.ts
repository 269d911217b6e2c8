/** A refused social sign-up completion form answers 400 (declared in `src/shared/social/routes.ts`). */
import type { SocialPageKey } from '../../shared/social/routes';
import type { PageRulesFor } from '../pageRule';

export const SOCIAL_PAGE_RULES = {
  socialSignup: { status: (s) => (s.social.completion?.message ? 400 : null) },
} satisfies PageRulesFor<SocialPageKey>;
