import type { ProfileApi } from '../../../shared/profile/api';
import type { ServiceContext } from '../../context';
import { DEFAULT_PAGE } from '../../lib/paging';
import { getProfilePage, getUserStories, setFollowing } from './profileService';

/** `Api.users` in-process (SSR). */
export function createProfileServerApi(ctx: ServiceContext): ProfileApi {
  return {
    profile: (username) => getProfilePage(ctx, username),
    works: (username, page) => getUserStories(ctx, username, { ...DEFAULT_PAGE, ...page }),
    follow: async (viewerUsername, target, on) => {
      await setFollowing(ctx, viewerUsername, [target], on);
    },
  };
}
