/** The polls' manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { pollsAuthorization } from './authorization';
import { createPollsFormsRouter } from './pollsFormsRouter';
import { createPollsRouter } from './pollsRouter';
import { createPollsServerApi } from './pollsServerApi';

export const pollsServer = {
  name: 'polls',
  authorization: pollsAuthorization,
  routers: ({ getContext }) => ({
    routes: [createPollsRouter(getContext), createPollsFormsRouter(getContext)],
  }),
  serverApi: (ctx) => ({ polls: createPollsServerApi(ctx) }),
} satisfies ServerFeature<'polls'>;
