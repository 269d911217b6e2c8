/** The sessions settings section's manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { Router } from 'express';
import { DEFAULT_ABSOLUTE_SESSION_MS, sessionTracking } from '../../session/userSessions';
import { sessionsAuthorization } from './authorization';
import { createSessionsRouter } from './sessionsRouter';
import { createSessionsServerApi } from './sessionsServerApi';

export const sessionsServer = {
  name: 'sessions',
  authorization: sessionsAuthorization,
  routers: ({ db, getContext, config }) => ({
    // Right after the viewer lookup: the absolute lifetime, and each session's "last seen".
    beforeCsrf: [Router().use(sessionTracking(db, config.sessionAbsoluteMs))],
    routes: [createSessionsRouter(getContext, config.sessionAbsoluteMs)],
  }),
  // The context carries no config: SSR lists with the default lifetime (an older session is
  // ended by its own next request anyway).
  serverApi: (ctx) => ({ sessions: createSessionsServerApi(ctx, DEFAULT_ABSOLUTE_SESSION_MS) }),
} satisfies ServerFeature<'sessions'>;
