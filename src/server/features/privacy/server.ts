/** The privacy feature's manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { privacyAuthorization } from './authorization';
import { createCloseAccountRouter } from './closeAccountRouter';
import { createLanguageRouter } from './languageRouter';
import { createOwnDataRouter } from './ownDataRouter';
import { createPrivacyRouter } from './privacyRouter';
import { createPrivacyServerApi } from './privacyServerApi';

export const privacyServer = {
  name: 'privacy',
  authorization: privacyAuthorization,
  routers: ({ getContext, renderPage, config, redis }) => ({
    routes: [
      createPrivacyRouter(getContext),
      createCloseAccountRouter(getContext, renderPage, redis),
      createOwnDataRouter(getContext, config.productName),
      createLanguageRouter(getContext),
    ],
  }),
  serverApi: (ctx) => ({ privacy: createPrivacyServerApi(ctx) }),
} satisfies ServerFeature<'privacy'>;
