/** The reader feature's manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { readerAuthorization } from './authorization';
import { createReaderFormsRouter } from './readerFormsRouter';
import { createReaderRouter } from './readerRouter';
import { createReaderServerApi } from './readerServerApi';
import { voteForPart } from './readerService';

export const readerServer = {
  name: 'reader',
  authorization: readerAuthorization,
  // A visitor's Vote, done once they have logged in or signed up (shared/accounts/intent.ts).
  intents: { vote: (ctx, i) => voteForPart(ctx, i.partId) },
  routers: ({ getContext }) => ({
    routes: [createReaderRouter(getContext), createReaderFormsRouter(getContext)],
  }),
  serverApi: (ctx) => ({ reader: createReaderServerApi(ctx) }),
} satisfies ServerFeature<'reader'>;
