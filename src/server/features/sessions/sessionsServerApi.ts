import type { SessionsApi } from '../../../shared/sessions/api';
import type { ServiceContext } from '../../context';
import { requireViewer } from '../../session/requireViewer';
import { listUserSessions } from '../../session/userSessions';

/** The sessions section's list in-process (SSR); ending one is a browser or form action only. */
export function createSessionsServerApi(ctx: ServiceContext, absoluteMs: number): SessionsApi {
  return {
    list: () => listUserSessions(ctx.db, requireViewer(ctx).id, ctx.sessionId, absoluteMs),
    end: () => Promise.reject(new Error('sessions.end is not available during server rendering')),
  };
}
