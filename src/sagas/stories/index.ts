import type { FeatureSagas } from '../featureSagas';
import { partsWatchers } from './partsSaga';
import { storiesWatchers } from './storiesSaga';

export const storiesSagas: FeatureSagas = {
  watchers: (api) => [...storiesWatchers(api), ...partsWatchers(api)],
};
