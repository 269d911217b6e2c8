/** The sessions settings section's manifest for the root (docs/architecture.md "Server features"). */
import type { ServerFeature } from '../serverFeature';
import { Router } from 'express';
import { sessionTracking } from '../../session/userSessions';
import { sessionsAuthorization } from './authorization';
import { createSessionsRouter } from './sessionsRouter';

export const sessionsServer = {
  name: 'sessions',
  authorization: sessionsAuthorization,
  routers: ({ db, getContext, config }) => ({
    // Right after the viewer lookup: the absolute lifetime, and each session's "last seen".
    beforeCsrf: [Router().use(sessionTracking(db, config.sessionAbsoluteMs))],
    routes: [createSessionsRouter(getContext, config.sessionAbsoluteMs)],
  }),
} satisfies ServerFeature;
