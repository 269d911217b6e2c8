import type { FeatureSagas } from '../featureSagas';
import { searchWatchers } from './searchSaga';

export const searchSagas: FeatureSagas = { watchers: searchWatchers };
