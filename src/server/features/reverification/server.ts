/** The reverification feature's manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { reverificationAuthorization } from './authorization';
import { createReverificationRouter } from './reverificationRouter';
import { createReverificationServerApi } from './reverificationServerApi';

export const reverificationServer = {
  name: 'reverification',
  authorization: reverificationAuthorization,
  routers: ({ getContext }) => ({ routes: [createReverificationRouter(getContext)] }),
  serverApi: () => ({ reverification: createReverificationServerApi() }),
} satisfies ServerFeature<'reverification'>;
