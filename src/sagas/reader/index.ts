import type { FeatureSagas } from '../featureSagas';
import { readerWatchers } from './readerSaga';

export const readerSagas: FeatureSagas = { watchers: readerWatchers };
