import type { FeatureSagas } from '../featureSagas';
import { imageAppealWatchers } from './imageAppealSaga';

export const imageAppealSagas: FeatureSagas = { watchers: imageAppealWatchers };
