/** The outbox (mail) feature's manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { createOutboxRouter, hideOutbox } from './outboxRouter';
import { createOutboxServerApi } from './outboxServerApi';

export const outboxServer = {
  name: 'outbox',
  routers: (deps) => ({ routes: [deps.config.devOutbox ? createOutboxRouter(deps.db) : hideOutbox] }),
  serverApi: (ctx) => ({ outbox: createOutboxServerApi(ctx.db) }),
} satisfies ServerFeature<'outbox'>;
