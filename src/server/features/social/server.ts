/** The social log-in feature's manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { createSocialRouter } from './socialRouter';

export const socialServer = {
  name: 'social',
  routers: ({ db, config, renderPage, afterSignup }) => ({
    routes: [
      createSocialRouter({
        db,
        googleClientId: config.googleClientId,
        facebook: { appId: config.facebookAppId, appSecret: config.facebookAppSecret },
        renderPage,
        afterSignup,
      }),
    ],
  }),
} satisfies ServerFeature;
