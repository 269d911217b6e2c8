import type { FeatureSagas } from '../featureSagas';
import { socialWatchers } from './socialSaga';

export const socialSagas: FeatureSagas = { watchers: socialWatchers };
