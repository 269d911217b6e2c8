import type { FeatureSagas } from '../featureSagas';
import { safetyWatchers } from './safetySaga';

export const safetySagas: FeatureSagas = { watchers: safetyWatchers };
