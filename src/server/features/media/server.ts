/** The media feature's manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { createMediaRouter } from './router';

export const mediaServer = {
  name: 'media',
  // Generated images need no session, security headers or body: mounted before them.
  routers: (deps) => ({ beforeSession: [createMediaRouter(deps.db)] }),
} satisfies ServerFeature;
