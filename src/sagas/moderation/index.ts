import type { FeatureSagas } from '../featureSagas';
import { moderationWatchers } from './moderationSaga';

export const moderationSagas: FeatureSagas = { watchers: moderationWatchers };
