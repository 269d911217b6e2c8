import type { FeatureSagas } from '../featureSagas';
import { editorWatchers } from './editorSaga';

export const editorSagas: FeatureSagas = { watchers: editorWatchers };
