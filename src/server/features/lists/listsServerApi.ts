import { storyNotFound } from '../../../shared/common/errors';
import type { ListsApi } from '../../../shared/lists/api';
import type { ServiceContext } from '../../context';
import { parseId } from '../../lib/http';
import { getCollections } from './collectionsService';
import {
  addToLibrary,
  addToList,
  createList,
  getLibrary,
  getList,
  getUserLists,
  removeFromLibrary,
  removeFromList,
} from './listsService';
import { DEFAULT_PAGE } from '../../lib/paging';
import { READING_LIST_FETCH_LIMIT, READING_LIST_SUMMARY_FIELDS } from '../../../shared/lists/validation';
import { feedPreferences } from '../contentSettings';

const idOf = (id: string): number => {
  const n = parseId(id);
  if (n === null) throw storyNotFound();
  return n;
};

/** `Api.lists` in-process (SSR); CSRF tokens are an HTTP concern and are ignored here. */
export function createListsServerApi(ctx: ServiceContext): ListsApi {
  return {
    // As the browser asks (listsHttp.ts): the summary fields, so no tags are read.
    forUser: async (username) =>
      getUserLists(
        ctx,
        username,
        { ...DEFAULT_PAGE, limit: READING_LIST_FETCH_LIMIT, extra: { fields: READING_LIST_SUMMARY_FIELDS } },
        await feedPreferences(ctx),
      ),
    create: (name, storyId) => createList(ctx, name.trim(), [idOf(storyId)]),
    addStory: (listId, storyId) => addToList(ctx, listId, [idOf(storyId)]),
    removeStory: (listId, storyId) => removeFromList(ctx, listId, idOf(storyId)),
    addToLibrary: async (username, storyId) => {
      await addToLibrary(ctx, username, [idOf(storyId)]);
    },
    removeFromLibrary: (username, storyId) => removeFromLibrary(ctx, username, idOf(storyId)),
    collections: (storyIds) => getCollections(ctx, storyIds.map(idOf)),
    get: async (id) => getList(ctx, id, await feedPreferences(ctx)),
    library: (username, page) => getLibrary(ctx, username, { ...DEFAULT_PAGE, ...page }),
  };
}
