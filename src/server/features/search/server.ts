/** The search feature's manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { createSearchPagesRouter } from './searchPages';
import { createSearchRouter } from './searchRouter';
import { createSearchServerApi } from './searchServerApi';

export const searchServer = {
  name: 'search',
  routers: ({ getContext }) => ({ routes: [createSearchRouter(getContext), createSearchPagesRouter()] }),
  serverApi: (ctx) => ({ search: createSearchServerApi(ctx, () => ctx.recentSearches ?? []) }),
} satisfies ServerFeature<'search'>;
