/** Publishing's manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { publishingAuthorization } from './authorization';
import { createCoverImagesRouter } from './coverImagesRouter';
import { createPublishingFormsRouter } from './publishingFormsRouter';
import { createCoverBodyRouter, createPublishingRouter } from './publishingRouter';
import { createPublishingServerApi } from './publishingServerApi';

export const publishingServer = {
  name: 'publishing',
  authorization: publishingAuthorization,
  routers: ({ db, getContext, renderPage }) => ({
    // Uploaded covers before the media feature's generated ones (its line follows in the list);
    // the import's large body before the app's parsers.
    beforeSession: [createCoverImagesRouter(db), createCoverBodyRouter()],
    routes: [createPublishingRouter(getContext), createPublishingFormsRouter(getContext, renderPage)],
  }),
  serverApi: (ctx) => ({ publishing: createPublishingServerApi(ctx) }),
} satisfies ServerFeature<'publishing'>;
