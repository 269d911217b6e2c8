import type { AppealStatus, CoverFlag, FlaggedImage, ImageAppealApi } from '../../../shared/imageAppeal/api';
import { jsonWrite, request } from '../../api/request';

/** The image appeal's calls over HTTP (accounts-safety-messaging §7). */
export function createImageAppealHttpApi(base: string): ImageAppealApi {
  return {
    storyCover: (storyId) =>
      request<CoverFlag>(base, `/v5/image_moderation/story/${encodeURIComponent(storyId)}/cover`),
    flagged: (imageUrl) =>
      request<FlaggedImage>(base, `/v5/image_moderation/flagged?image_url=${encodeURIComponent(imageUrl)}`),
    mine: () => request<FlaggedImage[]>(base, '/v5/image_moderation/mine'),
    appeal: (imageUrl, reason, csrfToken) =>
      request<{ image_url: string; status: AppealStatus }>(
        base,
        '/v5/image_moderation/appeal',
        jsonWrite('POST', csrfToken, reason ? { image_url: imageUrl, reason } : { image_url: imageUrl }),
      ),
  };
}
