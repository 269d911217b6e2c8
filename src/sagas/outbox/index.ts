import type { FeatureSagas } from '../featureSagas';
import { outboxWatchers } from './outboxSaga';

export const outboxSagas: FeatureSagas = { watchers: outboxWatchers };
