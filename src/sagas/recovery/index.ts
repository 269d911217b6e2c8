import type { FeatureSagas } from '../featureSagas';
import { recoveryWatchers } from './recoverySaga';

export const recoverySagas: FeatureSagas = { watchers: recoveryWatchers };
