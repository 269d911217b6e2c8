/** The profile page's state rules (declared in `src/shared/profile/routes.ts`). */
import type { ProfilePageKey } from '../../shared/profile/routes';
import { loadStatus, titled, type PageRulesFor } from '../pageRule';
import { profileKey } from './profileKey';

export const PROFILE_PAGE_RULES = {
  profile: {
    status: (s) => loadStatus(s.profile),
    title: (s, p) => {
      if (!s.profile.data || s.profile.key !== profileKey(String(p.username))) return null;
      const { user } = s.profile.data;
      return titled(
        s,
        user.name && user.name !== user.username ? `${user.name} (@${user.username})` : user.username,
      );
    },
  },
} satisfies PageRulesFor<ProfilePageKey>;
