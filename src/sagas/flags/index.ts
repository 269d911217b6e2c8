import type { FeatureSagas } from '../featureSagas';
import { flagsSaga } from './flagsSaga';

export const flagsSagas: FeatureSagas = { startup: flagsSaga };
