import type { Poll, PollPlace, PollsApi, PollsList } from '../../../shared/polls/api';
import { POLL_TYPE } from '../../../shared/polls/api';
import { jsonWrite, request } from '../../api/request';

const reading = ({ storyId, partId }: PollPlace) =>
  `/reading/v1/stories/${encodeURIComponent(storyId)}/parts/${partId}/polls`;
const writing = ({ storyId, partId }: PollPlace) =>
  `/writing/v1/stories/${encodeURIComponent(storyId)}/parts/${partId}/polls`;

/** Polls over HTTP (reading-discovery §7, writing-paid-content §7); answers go with credentials. */
export function createPollsHttpApi(base: string): PollsApi {
  return {
    list: (place) => request<PollsList>(base, reading(place)),
    answer: (place, pollId, optionId, csrfToken) =>
      request<Poll>(base, `${reading(place)}/${pollId}:answer`, {
        ...jsonWrite('POST', csrfToken, { optionId, type: POLL_TYPE }),
        credentials: 'include',
      }),
    create: (place, draft, csrfToken) =>
      request<Poll>(base, writing(place), jsonWrite('POST', csrfToken, draft)),
    mine: (place) => request<PollsList>(base, writing(place)),
    remove: async (place, pollId, csrfToken) => {
      await request(base, `${writing(place)}/${pollId}`, jsonWrite('DELETE', csrfToken));
    },
  };
}
