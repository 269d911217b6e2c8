import type { SocialApi, SocialCompletionForm } from '../../../shared/social/api';
import { request } from '../../api/request';

export function createSocialHttpApi(base: string): SocialApi {
  return {
    completion: async () =>
      (await request<{ completion: SocialCompletionForm | null }>(base, '/oauth-auth/complete?json=1'))
        .completion,
  };
}
