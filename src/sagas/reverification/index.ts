import type { FeatureSagas } from '../featureSagas';
import { reverificationWatchers } from './reverificationSaga';

export const reverificationSagas: FeatureSagas = { watchers: (api) => reverificationWatchers(api) };
