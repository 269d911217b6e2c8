import type { FeatureSagas } from '../featureSagas';
import { homeDebounced, homeWatchers } from './homeSaga';

export const homeSagas: FeatureSagas = { watchers: homeWatchers, background: homeDebounced };
