import type { FeatureSagas } from '../featureSagas';
import { sessionsWatchers } from './sessionsSaga';

export const sessionsSagas: FeatureSagas = { watchers: sessionsWatchers };
