import {
  type CreatedList,
  type ListsApi,
  type ListsPage,
  type ReadingList,
  type StoriesPage,
  type StoryCollections,
} from '../../shared/api/lists';
import type { ProfilePageData, UserProfile, UsersApi } from '../../shared/api/users';
import { PROFILE_WORKS_PAGE } from '../../shared/profileWorks';
import { READING_LIST_FETCH_LIMIT, READING_LIST_SUMMARY_FIELDS } from '../../shared/validation/lists';
import { jsonWrite, request } from './http';

const user = (username: string) => `/api/v3/users/${encodeURIComponent(username)}`;

/** Reading lists, library and collections over HTTP (reading-discovery §7). */
export function createListsHttpApi(base: string): ListsApi {
  return {
    get: (id) => request<ReadingList>(base, `/api/v3/lists/${id}`),
    library: (username, { offset, limit }) =>
      request<StoriesPage>(base, `${user(username)}/library?offset=${offset}&limit=${limit}`),
    forUser: (username) =>
      request<ListsPage>(
        base,
        `${user(username)}/lists?offset=0&limit=${READING_LIST_FETCH_LIMIT}&fields=${READING_LIST_SUMMARY_FIELDS}`,
      ),
    create: (name, storyId, csrfToken) =>
      request<CreatedList>(
        base,
        '/api/v3/lists/',
        jsonWrite('POST', csrfToken, {
          id: null,
          name,
          numStories: 0,
          cover: 0,
          tags: [],
          featured: false,
          stories: storyId,
        }),
      ),
    addStory: async (listId, storyId, csrfToken) => {
      await request(
        base,
        `/api/v3/lists/${listId}/stories`,
        jsonWrite('POST', csrfToken, { stories: storyId }),
      );
    },
    removeStory: async (listId, storyId, csrfToken) => {
      await request(
        base,
        `/api/v3/lists/${listId}/stories/${encodeURIComponent(storyId)}`,
        jsonWrite('DELETE', csrfToken),
      );
    },
    addToLibrary: async (username, storyId, csrfToken) => {
      await request(
        base,
        `${user(username)}/library?fields=stories(id)`,
        jsonWrite('POST', csrfToken, { stories: storyId }),
      );
    },
    removeFromLibrary: async (username, storyId, csrfToken) => {
      await request(
        base,
        `${user(username)}/library/${encodeURIComponent(storyId)}`,
        jsonWrite('DELETE', csrfToken),
      );
    },
    collections: (storyIds) =>
      request<StoryCollections>(
        base,
        `/v4/stories/collections?storyIds=${storyIds.map(encodeURIComponent).join(',')}`,
      ),
  };
}

/** Profiles and follows over HTTP. */
export function createUsersHttpApi(base: string): UsersApi {
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
