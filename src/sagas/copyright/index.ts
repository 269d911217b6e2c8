import type { FeatureSagas } from '../featureSagas';
import { copyrightWatchers } from './copyrightSaga';

export const copyrightSagas: FeatureSagas = { watchers: copyrightWatchers };
