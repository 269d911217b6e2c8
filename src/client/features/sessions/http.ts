import type { SessionInfo, SessionsApi } from '../../../shared/sessions/api';
import { jsonWrite, request } from '../../api/request';

/** The viewer's sessions over HTTP; ending one carries the CSRF token. */
export function createSessionsHttpApi(base: string): SessionsApi {
  return {
    list: async () => (await request<{ sessions: SessionInfo[] }>(base, '/v5/sessions')).sessions,
    end: async (id, csrfToken) =>
      request<{ current: boolean }>(base, `/v5/sessions/${id}`, jsonWrite('DELETE', csrfToken)),
  };
}
