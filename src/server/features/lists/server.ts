/** The reading lists' manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { listsAuthorization } from './authorization';
import { createListsFormsRouter } from './listsFormsRouter';
import { createListsRouter } from './listsRouter';
import { createListsServerApi } from './listsServerApi';

export const listsServer = {
  name: 'lists',
  authorization: listsAuthorization,
  routers: ({ getContext }) => ({
    routes: [createListsRouter(getContext), createListsFormsRouter(getContext)],
  }),
  serverApi: (ctx) => ({ lists: createListsServerApi(ctx) }),
} satisfies ServerFeature<'lists'>;
