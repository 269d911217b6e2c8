import type { FeatureSagas } from '../featureSagas';
import { settingsWatchers } from './settingsSaga';

export const settingsSagas: FeatureSagas = { watchers: settingsWatchers };
