import type { FeatureSagas } from '../featureSagas';
import { privacyWatchers } from './privacySaga';

export const privacySagas: FeatureSagas = { watchers: privacyWatchers };
