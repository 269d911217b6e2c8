/** Publishing's manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { publishingAuthorization } from './authorization';
import { createCoverFormParser, createCoverFormRouter } from './coverFormRouter';
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
    // The no-JavaScript cover form's multipart body, read before the CSRF check looks for `_csrf`.
    beforeCsrf: [createCoverFormParser(getContext)],
    routes: [
      createPublishingRouter(getContext),
      createPublishingFormsRouter(getContext, renderPage),
      createCoverFormRouter(getContext),
    ],
  }),
  serverApi: (ctx) => ({ publishing: createPublishingServerApi(ctx) }),
} satisfies ServerFeature<'publishing'>;
