/** The reader's routes in the authorization matrix (src/server/test/authzMatrix.test.ts). */
import { LONG_STORY_ID, LONG_STORY_PART_IDS } from '../../../../seeds/fixtures';
import type { AuthzEntry } from '../serverFeature';

const votes = `/api/v3/stories/${LONG_STORY_ID}/parts/${LONG_STORY_PART_IDS[0]}/votes`;
// Votes and reading positions are the caller's own: the owner's stay as they were.
const own = { visitor: 401, other: 200, admin: 200 } as const;

export const readerAuthorization: readonly AuthzEntry[] = [
  {
    method: 'POST',
    route: '/api/v3/stories/:storyId/parts/:partId/votes',
    url: () => votes,
    body: { userId: '{ownerId}' },
    expect: own,
  },
  {
    method: 'DELETE',
    route: '/api/v3/stories/:storyId/parts/:partId/votes',
    url: () => votes,
    body: { userId: '{ownerId}' },
    expect: own,
  },
  {
    method: 'POST',
    route: '/apiv2/syncreadingposition',
    url: () => '/apiv2/syncreadingposition',
    body: { story_id: LONG_STORY_ID, part_id: LONG_STORY_PART_IDS[1], position: 0.5, user_id: '{ownerId}' },
    expect: own,
  },
  {
    method: 'POST',
    route: '/:partId/vote',
    url: () => `/${LONG_STORY_PART_IDS[2]}/vote`,
    form: true,
    expect: { visitor: 'login', other: 303, admin: 303 },
  },
  { method: 'POST', route: '/reading-theme', public: 'sets a cookie of the browser' },
];
