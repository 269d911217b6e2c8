/** The writing studio's watchers; the flows load with their first action (`myworksFlows.ts`). */
import type { Api } from '../../shared/api';
import {
  myStoryRequested,
  myWorksRequested,
  notesRequested,
  notesSaveRequested,
  settingsSaveRequested,
  storyCreateRequested,
  tagSuggestionsRequested,
} from '../../shared/myworks/actions';
import { type Watcher, lazy, on, watch } from '../watch';

const flows = () => import(/* webpackChunkName: "saga-myworks" */ './myworksFlows');

export const myworksWatchers = (api: Api): Watcher[] => [
  on('latest', myWorksRequested, lazy(flows, 'loadMyWorks'), api),
  on('latest', myStoryRequested, lazy(flows, 'loadMyStory'), api),
  on('leading', storyCreateRequested, lazy(flows, 'createStory'), api),
  on('leading', settingsSaveRequested, lazy(flows, 'saveSettings'), api),
  on('latest', tagSuggestionsRequested, lazy(flows, 'suggestTags'), api),
  on('latest', notesRequested, lazy(flows, 'loadNotes'), api),
  on('leading', notesSaveRequested, lazy(flows, 'saveNotes'), api),
];

export function* myworksSaga(api: Api) {
  yield* watch(...myworksWatchers(api));
}
