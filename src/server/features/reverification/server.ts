/** The reverification feature's manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { createReverificationRouter } from './reverificationRouter';
import { createReverificationServerApi } from './reverificationServerApi';

export const reverificationServer = {
  name: 'reverification',
  routers: ({ getContext }) => ({ routes: [createReverificationRouter(getContext)] }),
  serverApi: () => ({ reverification: createReverificationServerApi() }),
} satisfies ServerFeature<'reverification'>;
