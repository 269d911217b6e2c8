/** The writing studio's manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { myworksAuthorization } from './authorization';
import { createMyWorksFormsRouter } from './myworksFormsRouter';
import { createMyWorksRouter } from './myworksRouter';
import { createMyWorksServerApi } from './myworksServerApi';

export const myworksServer = {
  name: 'myworks',
  authorization: myworksAuthorization,
  routers: ({ getContext, renderPage }) => ({
    routes: [createMyWorksRouter(getContext), createMyWorksFormsRouter(getContext, renderPage)],
  }),
  serverApi: (ctx) => ({ myworks: createMyWorksServerApi(ctx) }),
} satisfies ServerFeature<'myworks'>;
