/** The feature flags' manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { createFlagsRouter } from './flagsRouter';
import { createFlagsServerApi } from './flagsServerApi';

export const flagsServer = {
  name: 'flags',
  routers: ({ getContext, db, flags }) => ({ routes: [createFlagsRouter(getContext, db, flags)] }),
  serverApi: (ctx) => ({ flags: createFlagsServerApi(ctx) }),
} satisfies ServerFeature<'flags'>;
