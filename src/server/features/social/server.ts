/** The social log-in feature's manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { socialAuthorization } from './authorization';
import { completionFormOf } from './completionForm';
import { createSocialRouter } from './socialRouter';

export const socialServer = {
  name: 'social',
  authorization: socialAuthorization,
  routers: ({ db, config, renderPage, afterSignup, getContext, intents }) => ({
    routes: [
      createSocialRouter({
        db,
        googleClientId: config.googleClientId,
        facebook: { appId: config.facebookAppId, appSecret: config.facebookAppSecret },
        renderPage,
        afterSignup,
        getContext,
        intents,
      }),
    ],
  }),
  serverApi: (ctx) => ({
    social: { completion: async () => (ctx.socialPending ? completionFormOf(ctx.socialPending) : null) },
  }),
} satisfies ServerFeature<'social'>;
