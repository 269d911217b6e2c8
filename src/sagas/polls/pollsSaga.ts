/**
 * Polls: the watchers. A part's polls load when the part has loaded (on the server's preload and
 * on in-app navigation alike: the page table's preload names only the part, whose story the polls'
 * address needs). The flows (and the polls' HTTP calls and messages) load with their first action.
 */
import type { Api } from '../../shared/api';
import {
  pollAnswerRequested,
  pollCreateRequested,
  pollDeleteRequested,
  pollsRequested,
} from '../../shared/polls/actions';
import { partLoaded } from '../../reducers/stories/partsSlice';
import { type Watcher, lazy, on, watch } from '../watch';

const flows = () => import(/* webpackChunkName: "saga-polls" */ './pollsFlows');

export const pollsWatchers = (api: Api): Watcher[] => [
  on('every', partLoaded.type, lazy(flows, 'loadForPart'), api),
  on('every', pollsRequested.type, lazy(flows, 'loadPolls'), api),
  // Per poll: `every`, with the flow ignoring a second answer while one is in flight.
  on('every', pollAnswerRequested.type, lazy(flows, 'answerPoll'), api),
  on('leading', pollCreateRequested.type, lazy(flows, 'createPoll'), api),
  on('leading', pollDeleteRequested.type, lazy(flows, 'deletePoll'), api),
];

export function* pollsSaga(api: Api) {
  yield* watch(...pollsWatchers(api));
}
