import type { FeatureSagas } from '../featureSagas';
import { listsWatchers } from './listsSaga';

export const listsSagas: FeatureSagas = { watchers: listsWatchers };
