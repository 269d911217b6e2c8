import type { FeatureSagas } from '../featureSagas';
import { inboxUnreadStartup, inboxWatchers } from './inboxSaga';

export const inboxSagas: FeatureSagas = { watchers: inboxWatchers, startup: inboxUnreadStartup };
