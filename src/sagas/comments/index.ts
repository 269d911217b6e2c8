import type { FeatureSagas } from '../featureSagas';
import { commentsWatchers } from './commentsSaga';

export const commentsSagas: FeatureSagas = { watchers: commentsWatchers };
