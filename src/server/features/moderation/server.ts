/**
 * The moderation feature's manifest for the root (docs/architecture.md "Server features"). First
 * of `SERVER_FEATURES`: its time-out guard runs before every other feature's write routes.
 */
import type { ServerFeature } from '../serverFeature';
import { moderationAuthorization } from './authorization';
import { createModerationFormsRouter } from './forms';
import { createModerationRouter } from './moderationRouter';
import { createModerationServerApi } from './moderationServerApi';
import { createTimeoutGuard } from './timeoutGuard';

export const moderationServer = {
  name: 'moderation',
  authorization: moderationAuthorization,
  routers: ({ getContext, renderPage, config }) => ({
    routes: [
      createTimeoutGuard(getContext, config.productName),
      createModerationRouter(getContext),
      createModerationFormsRouter(getContext, renderPage, config.productName),
    ],
  }),
  serverApi: (ctx) => ({ moderation: createModerationServerApi(ctx) }),
} satisfies ServerFeature<'moderation'>;
