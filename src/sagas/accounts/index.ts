import type { FeatureSagas } from '../featureSagas';
import { accountsDebounced, accountsWatchers } from './accountsSaga';

export const accountsSagas: FeatureSagas = { watchers: accountsWatchers, background: accountsDebounced };
