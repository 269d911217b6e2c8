import type {
  PartPublishing,
  PublishAnswer,
  PublishingApi,
  ScheduleAnswer,
  WriterStory,
} from '../../../shared/publishing/api';
import { jsonWrite, request } from '../../api/request';

/** Publishing and the cover import over HTTP (writing-paid-content.md §7). */
export function createPublishingHttpApi(base: string): PublishingApi {
  return {
    part: (partId) => request<PartPublishing>(base, `/v4/parts/${partId}/publishing`),
    publish: (partId, csrfToken) =>
      request<PublishAnswer>(base, `/v4/parts/${partId}/publish`, jsonWrite('POST', csrfToken, {})),
    schedule: (partId, datetime, csrfToken) =>
      request<ScheduleAnswer>(
        base,
        `/v4/parts/${partId}/schedule-publish`,
        jsonWrite('POST', csrfToken, { datetime }),
      ),
    unschedule: (partId, csrfToken) =>
      request<{ success: boolean }>(
        base,
        `/v4/parts/${partId}/unschedule-publish`,
        jsonWrite('POST', csrfToken, {}),
      ),
    writerStories: async (username) =>
      (
        await request<{ stories: WriterStory[] }>(
          base,
          `/api/v3/users/${encodeURIComponent(username)}/stories?limit=100&fields=stories(id,title,cover)`,
        )
      ).stories,
    importCover: (storyId, image, csrfToken) =>
      request<{ cover: string }>(
        base,
        '/apiv2/updatestorycover',
        jsonWrite('POST', csrfToken, { id: storyId, image }),
      ),
  };
}
