import type { ReadingList, StoriesPage } from '../../../shared/lists/api';
import type { ProfilePageData, UserProfile, ProfileApi } from '../../../shared/profile/api';
import { PROFILE_WORKS_PAGE } from '../../../shared/profile/works';
import { jsonWrite, request } from '../../api/request';

const user = (username: string) => `/api/v3/users/${encodeURIComponent(username)}`;

/** Profiles and follows over HTTP. */
export function createProfileHttpApi(base: string): ProfileApi {
  return {
    profile: async (username): Promise<ProfilePageData> => {
      const [profile, stories, lists] = await Promise.all([
        request<UserProfile>(base, user(username)),
        request<StoriesPage>(base, `${user(username)}/stories/published?limit=${PROFILE_WORKS_PAGE}`),
        request<{ lists: ReadingList[] }>(base, `${user(username)}/lists?limit=200`),
      ]);
      return { user: profile, stories, lists: lists.lists };
    },
    works: (username, { offset, limit }) =>
      request<StoriesPage>(base, `${user(username)}/stories/published?offset=${offset}&limit=${limit}`),
    follow: async (viewerUsername, target, on, csrfToken) => {
      await request(
        base,
        `${user(viewerUsername)}/following`,
        jsonWrite(on ? 'POST' : 'DELETE', csrfToken, { users: target }),
      );
    },
  };
}
