import type { FeatureSagas } from '../featureSagas';
import { routerWatchers } from './routerSaga';

export const routerSagas: FeatureSagas = { watchers: () => routerWatchers() };
