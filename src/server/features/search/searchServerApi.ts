/** The search part of the API contract in-process (SSR): the same services the routers call. */
import type { SearchApi } from '../../../shared/search/api';
import { storySearchQuerySchema, userSearchQuerySchema } from '../../../shared/search/schema';
import type { ServiceContext } from '../../context';
import { autocompleteTags, browseTag, searchStories, searchUsers } from './searchService';

const queryOf = (url: string): Record<string, string> =>
  Object.fromEntries(new URL(url, 'http://x').searchParams);

export function createSearchServerApi(ctx: ServiceContext, recent: () => string[] = () => []): SearchApi {
  return {
    stories: (req) => searchStories(ctx, req),
    users: (req) => searchUsers(ctx, req),
    nextStories: (url) => searchStories(ctx, storySearchQuerySchema.parse(queryOf(url))),
    nextUsers: (url) => searchUsers(ctx, userSearchQuerySchema.parse(queryOf(url))),
    tag: (tag, limit, offset) => browseTag(ctx, tag, limit, offset),
    tagAutocomplete: (term, exclude) => autocompleteTags(ctx, term, exclude),
    recent: async () => recent(),
  };
}
