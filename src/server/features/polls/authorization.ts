/** The polls' routes in the authorization matrix (src/server/test/authzMatrix.test.ts). */
import { LONG_STORY_ID, LONG_STORY_PART_IDS, WRITER_USER_ID } from '../../../../seeds/fixtures';
import type { AuthzEntry, AuthzTarget } from '../serverFeature';
import { findOptions, findPartPolls, insertPoll } from './pollsQueries';

/** The writer's (ava's) story part the matrix aims at: owned by neither the other user nor the admin. */
const PART_ID = LONG_STORY_PART_IDS[0];
const polls = `/writing/v1/stories/${LONG_STORY_ID}/parts/${PART_ID}/polls`;

/** The part's poll (made once) and its first option. */
async function aPoll({ db }: AuthzTarget): Promise<{ id: number; optionId: number }> {
  let [poll] = await findPartPolls(db, PART_ID);
  if (!poll) {
    await insertPoll(
      db,
      {
        storyId: LONG_STORY_ID,
        partId: PART_ID,
        userId: WRITER_USER_ID,
        type: 'singleAnswerPoll',
        question: 'Who rules?',
      },
      ['The queen', 'The sea'],
    );
    [poll] = await findPartPolls(db, PART_ID);
  }
  const [option] = (await findOptions(db, [poll.id])).get(poll.id) ?? [];
  return { id: poll.id, optionId: option.id };
}

const ownerOnly = { visitor: 401, other: 403, admin: 403 } as const;

export const pollsAuthorization: readonly AuthzEntry[] = [
  {
    method: 'GET',
    route: '/reading/v1/stories/:storyId/parts/:partId/polls',
    public: 'a part’s polls are read by whoever may read the part',
  },
  // Anyone who may read the part answers, once (visitors once per browser); the same option again is a retry.
  {
    method: 'POST',
    route: '/reading/v1/stories/:storyId/parts/:partId/polls/:pollAction',
    url: async (t) =>
      `/reading/v1/stories/${LONG_STORY_ID}/parts/${PART_ID}/polls/${(await aPoll(t)).id}:answer`,
    body: async (t) => ({ optionId: (await aPoll(t)).optionId, type: 'singleAnswerPoll' }),
    expect: { visitor: 200, other: 200, admin: 200 },
  },
  {
    method: 'POST',
    route: '/:partId/polls/:pollId/answer',
    url: async (t) => `/${PART_ID}/polls/${(await aPoll(t)).id}/answer`,
    form: true,
    body: async (t) => ({ optionId: String((await aPoll(t)).optionId) }),
    // A visitor's answer is shown on a page of its own (the part page is cached for every visitor,
    // so it cannot show one browser's answer); a signed-in reader goes back to the part.
    expect: { visitor: 200, other: 303, admin: 303 },
  },
  {
    method: 'POST',
    route: '/writing/v1/stories/:storyId/parts/:partId/polls',
    url: () => polls,
    body: { type: 'singleAnswerPoll', question: 'Not yours to ask', options: [{ text: 'A' }, { text: 'B' }] },
    expect: ownerOnly,
  },
  {
    method: 'GET',
    route: '/writing/v1/stories/:storyId/parts/:partId/polls',
    url: () => polls,
    expect: ownerOnly,
  },
  {
    method: 'DELETE',
    route: '/writing/v1/stories/:storyId/parts/:partId/polls/:pollId',
    url: async (t) => `${polls}/${(await aPoll(t)).id}`,
    expect: ownerOnly,
  },
];
