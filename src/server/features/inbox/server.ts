/** The inbox's manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { inboxAuthorization } from './authorization';
import { createInboxFormsRouter, inboxFormsAuthorization } from './inboxForms';
import { createInboxRouter } from './inboxRouter';
import { createMessageLimits } from './limits';

export const inboxServer = {
  name: 'inbox',
  authorization: [...inboxAuthorization, ...inboxFormsAuthorization],
  routers: ({ config, getContext, redis, renderPage }) => {
    // One counter for every message post of the app (the API and the no-JavaScript forms).
    // `settings` is the app's config itself: `messagingEndsAt` is read on every request.
    const deps = { limits: createMessageLimits(redis), settings: config };
    return {
      routes: [createInboxRouter(getContext, deps), createInboxFormsRouter(getContext, deps, renderPage)],
    };
  },
} satisfies ServerFeature;
