import {
  type CreatedList,
  type ListsApi,
  type ListsPage,
  type ReadingList,
  type StoriesPage,
  type StoryCollections,
} from '../../../shared/lists/api';
import { READING_LIST_FETCH_LIMIT, READING_LIST_SUMMARY_FIELDS } from '../../../shared/lists/validation';
import { jsonWrite, request } from '../../api/request';

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
