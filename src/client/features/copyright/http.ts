import type { CopyrightApi, CopyrightReportAnswer, StoryTitle } from '../../../shared/copyright/api';
import type { DmcaValues } from '../../../shared/copyright/dmca';
import { jsonWrite, request } from '../../api/request';

/** The copyright step's calls over HTTP (accounts-safety-messaging §7). */
export function createCopyrightHttpApi(base: string): CopyrightApi {
  return {
    storyTitle: (id) => request<StoryTitle>(base, `/api/v3/stories/${id}?fields=title`),
    partStory: (id) => request<{ groupId: string }>(base, `/api/v3/story_parts/${id}?fields=groupId`),
    // The spec's JSON body is an empty string: sent as an empty JSON request body.
    report: (storyId, originalId, csrfToken) =>
      request<CopyrightReportAnswer>(
        base,
        `/v5/infringement/story/${storyId}/copyright/report?original_story_id=${originalId}`,
        { ...jsonWrite('POST', csrfToken), body: '' },
      ),
    dmcaForm: (query) => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) if (typeof v === 'string' && v) params.set(k, v);
      return request<DmcaValues>(base, `/v5/copyright/dmca?${params.toString()}`);
    },
    fileDmca: (values, csrfToken) =>
      request<{ id: number }>(base, '/v5/copyright/dmca', jsonWrite('POST', csrfToken, values)),
  };
}
