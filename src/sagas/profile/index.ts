import type { FeatureSagas } from '../featureSagas';
import { profileWatchers } from './profileSaga';

export const profileSagas: FeatureSagas = { watchers: profileWatchers };
