import type { FeatureSagas } from '../featureSagas';
import { reportsWatchers } from './reportsSaga';

export const reportsSagas: FeatureSagas = { watchers: reportsWatchers };
