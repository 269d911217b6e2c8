import type { PositionUpdate, ReaderApi, ReadingPosition, VoteResult } from '../../../shared/reader/api';
import type { StoryCard, TagRanking } from '../../../shared/stories/api';
import { jsonWrite, request } from '../../api/request';

const SYNC_PATH = '/apiv2/syncreadingposition';

/** The reading calls over HTTP (votes, reading position, similar stories). */
export function createReaderHttpApi(base: string): ReaderApi {
  return {
    vote: (storyId, partId, voted, csrfToken) =>
      request<VoteResult>(
        base,
        `/api/v3/stories/${encodeURIComponent(storyId)}/parts/${partId}/votes`,
        jsonWrite(voted ? 'POST' : 'DELETE', csrfToken),
      ),
    position: (storyId) =>
      request<ReadingPosition>(base, `${SYNC_PATH}?story_id=${encodeURIComponent(storyId)}`),
    savePosition: (u, csrfToken) =>
      request<ReadingPosition>(
        base,
        SYNC_PATH,
        jsonWrite('POST', csrfToken, { story_id: u.storyId, part_id: u.partId, position: u.position }),
      ),
    similar: async (storyId) =>
      (
        await request<{ stories: StoryCard[] }>(
          base,
          `/api/v3/stories/${encodeURIComponent(storyId)}/similar`,
        )
      ).stories,
    tagRankings: async (storyId) =>
      (
        await request<{ tagRankings: TagRanking[] }>(
          base,
          `/api/v3/stories/${encodeURIComponent(storyId)}?fields=tagRankings`,
        )
      ).tagRankings,
  };
}

/**
 * Saves the position while the page is being left: `navigator.sendBeacon` with a form body (it
 * cannot set headers, so the CSRF token travels as `_csrf`), else a keep-alive request.
 */
export function beaconPosition(base: string, u: PositionUpdate, csrfToken: string): void {
  const body = new URLSearchParams({
    story_id: u.storyId,
    part_id: String(u.partId),
    position: String(u.position),
    _csrf: csrfToken,
  });
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(base + SYNC_PATH, body)) return;
  }
  void request(base, SYNC_PATH, { method: 'POST', body, keepalive: true }).catch(() => undefined);
}
