import type { FeatureSagas } from '../featureSagas';
import { contentSettingsDebounced, contentSettingsWatchers } from './contentSettingsSaga';

export const contentSettingsSagas: FeatureSagas = {
  watchers: contentSettingsWatchers,
  background: contentSettingsDebounced,
};
