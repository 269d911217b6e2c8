import type { FeatureSagas } from '../featureSagas';
import { publishingWatchers } from './publishingSaga';

export const publishingSagas: FeatureSagas = { watchers: publishingWatchers };
