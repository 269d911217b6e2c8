/** Content settings: the watchers; the flows load with their first action (`contentSettingsFlows.ts`). */
import { all, call, debounce } from 'typed-redux-saga';
import type { Api } from '../../shared/api';
import {
  contentSettingsApplyRequested,
  contentSettingsRequested,
  tagSuggestionsRequested,
} from '../../shared/contentSettings/actions';
import { type Watcher, lazy, on, watch } from '../watch';

export const SUGGEST_DEBOUNCE_MS = 250;

const flows = () => import(/* webpackChunkName: "saga-contentSettings" */ './contentSettingsFlows');

export const contentSettingsWatchers = (api: Api): Watcher[] => [
  on('latest', contentSettingsRequested.type, lazy(flows, 'loadContentSettings'), api),
  on('leading', contentSettingsApplyRequested.type, lazy(flows, 'applyContentSettings'), api),
];

export const contentSettingsDebounced = (api: Api) => [
  debounce(SUGGEST_DEBOUNCE_MS, tagSuggestionsRequested.type, lazy(flows, 'suggestTags'), api),
];

export function* contentSettingsSaga(api: Api) {
  yield* all([...contentSettingsDebounced(api), call(watch, ...contentSettingsWatchers(api))]);
}
