/** Content settings: the watchers; the flows load with their first action (`contentSettingsFlows.ts`). */
import { debounce } from 'typed-redux-saga';
import type { Api } from '../../shared/api';
import {
  contentSettingsApplyRequested,
  contentSettingsRequested,
  tagSuggestionsRequested,
} from '../../shared/onboardingActions';
import { lazy, on, watch } from '../watch';

export const SUGGEST_DEBOUNCE_MS = 250;

const flows = () => import(/* webpackChunkName: "saga-contentSettings" */ './contentSettingsFlows');

export function* contentSettingsSaga(api: Api) {
  yield* debounce(SUGGEST_DEBOUNCE_MS, tagSuggestionsRequested.type, lazy(flows, 'suggestTags'), api);
  yield* watch(
    on('latest', contentSettingsRequested.type, lazy(flows, 'loadContentSettings'), api),
    on('leading', contentSettingsApplyRequested.type, lazy(flows, 'applyContentSettings'), api),
  );
}
