import type { CurrentUserReverification, ReverificationApi } from '../../../shared/reverification/api';
import { jsonWrite, request } from '../../api/request';

export function createReverificationHttpApi(base: string): ReverificationApi {
  return {
    status: () =>
      request<CurrentUserReverification>(
        base,
        '/api/v3/internal/current_user?fields=email,email_reverification_status,verified_email',
      ),
    confirm: async (username, csrfToken) => {
      await request<unknown>(
        base,
        `/api/v3/users/${encodeURIComponent(username)}`,
        jsonWrite('PUT', csrfToken, { is_email_reverified: true }),
      );
    },
  };
}
