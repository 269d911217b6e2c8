import type { FeatureSagas } from '../featureSagas';
import { onboardingWatchers } from './onboardingSaga';

export const onboardingSagas: FeatureSagas = { watchers: onboardingWatchers };
