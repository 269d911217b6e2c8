import type { FeatureSagas } from '../featureSagas';
import { pollsWatchers } from './pollsSaga';

export const pollsSagas: FeatureSagas = { watchers: pollsWatchers };
