import type { FeatureSagas } from '../featureSagas';
import { myworksWatchers } from './myworksSaga';

export const myworksSagas: FeatureSagas = { watchers: myworksWatchers };
