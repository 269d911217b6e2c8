/** The safety feature's manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { safetyAuthorization } from './authorization';
import { createSafetyRouter } from './safetyRouter';
import { createSafetyServerApi } from './safetyServerApi';

export const safetyServer = {
  name: 'safety',
  authorization: safetyAuthorization,
  routers: ({ getContext }) => ({ routes: [createSafetyRouter(getContext)] }),
  serverApi: (ctx) => ({ safety: createSafetyServerApi(ctx) }),
} satisfies ServerFeature<'safety'>;
