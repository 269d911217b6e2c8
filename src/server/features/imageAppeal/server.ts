/** The image appeal feature's manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { imageAppealAuthorization } from './authorization';
import { createImageAppealRouter } from './imageAppealRouter';
import { createImageAppealServerApi } from './imageAppealServerApi';

export const imageAppealServer = {
  name: 'imageAppeal',
  authorization: imageAppealAuthorization,
  routers: ({ getContext, renderPage }) => ({ routes: [createImageAppealRouter(getContext, renderPage)] }),
  serverApi: (ctx) => ({ imageAppeal: createImageAppealServerApi(ctx) }),
} satisfies ServerFeature<'imageAppeal'>;
