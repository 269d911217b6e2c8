/** The reader feature's manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { readerAuthorization } from './authorization';
import { createReaderFormsRouter } from './readerFormsRouter';
import { createReaderRouter } from './readerRouter';
import { createReaderServerApi } from './readerServerApi';

export const readerServer = {
  name: 'reader',
  authorization: readerAuthorization,
  routers: ({ getContext }) => ({
    routes: [createReaderRouter(getContext), createReaderFormsRouter(getContext)],
  }),
  serverApi: (ctx) => ({ reader: createReaderServerApi(ctx) }),
} satisfies ServerFeature<'reader'>;
