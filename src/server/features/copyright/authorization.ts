/** The copyright and DMCA routes in the authorization matrix (src/server/test/authzMatrix.test.ts). */
import { LONG_STORY_ID, SCRIPT_STORY_ID } from '../../../../seeds/fixtures';
import type { AuthzEntry } from '../serverFeature';

export const copyrightAuthorization: readonly AuthzEntry[] = [
  // Any signed-in reader may alert about anyone's story; the ticket is the caller's own.
  {
    method: 'POST',
    route: '/v5/infringement/story/:storyId/copyright/report',
    url: () =>
      `/v5/infringement/story/${LONG_STORY_ID}/copyright/report?original_story_id=${SCRIPT_STORY_ID}`,
    expect: { visitor: 401, other: 201, admin: 201 },
  },
  {
    method: 'GET',
    route: '/v5/copyright/dmca',
    public: "the DMCA form's prefill: the caller's own contact only",
  },
  {
    method: 'POST',
    route: '/v5/copyright/dmca',
    public: 'anyone may file a DMCA notice (writing-paid-content §6); it only adds a ticket',
  },
  { method: 'POST', route: '/help/dmca', public: 'the DMCA form without JavaScript: anyone may file' },
];
