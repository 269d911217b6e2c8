import { all, call } from 'typed-redux-saga';
import type { Api } from '../shared/api';
import { accountsDebounced, accountsWatchers } from './accounts/accountsSaga';
import { homeDebounced, homeWatchers } from './home/homeSaga';
import { partsWatchers } from './stories/partsSaga';
import { readerWatchers } from './reader/readerSaga';
import { routerWatchers } from './router/routerSaga';
import { listsWatchers } from './lists/listsSaga';
import { profileWatchers } from './profile/profileSaga';
import { searchWatchers } from './search/searchSaga';
import { storiesWatchers } from './stories/storiesSaga';
import { recoveryWatchers } from './recovery/recoverySaga';
import { reverificationWatchers } from './reverification/reverificationSaga';
import { outboxWatchers } from './outbox/outboxSaga';
import { settingsWatchers } from './settings/settingsSaga';
import { onboardingWatchers } from './onboarding/onboardingSaga';
import { contentSettingsDebounced, contentSettingsWatchers } from './contentSettings/contentSettingsSaga';
import { flagsSaga } from './flags/flagsSaga';
import { privacyWatchers } from './privacy/privacySaga';
import { watch, type Watcher } from './watch';

/** Every feature's watchers: redux-saga runs them in the browser, `runPreload` on the server. */
export const rootWatchers = (api: Api): Watcher[] => [
  ...accountsWatchers(api),
  ...storiesWatchers(api),
  ...partsWatchers(api),
  ...readerWatchers(api),
  ...homeWatchers(api),
  ...routerWatchers(),
  ...searchWatchers(api),
  ...profileWatchers(api),
  ...listsWatchers(api),
  ...recoveryWatchers(api),
  ...reverificationWatchers(api),
  ...outboxWatchers(api),
  ...settingsWatchers(api),
  ...onboardingWatchers(api),
  ...contentSettingsWatchers(api),
  ...privacyWatchers(api),
];

/** Sagas that run once when a store starts (server renders run them too). */
export const startupSagas = [flagsSaga] as const;

/**
 * Sagas receive their API; they never import one (DESIGN.md §3). Every feature's watchers run in
 * ONE `watch` task (each feature's `xSaga` runs its own, for its tests): one task per feature cost
 * more than a page's own saga work.
 */
export function* rootSaga(api: Api) {
  yield* all([
    call(watch, ...rootWatchers(api)),
    ...accountsDebounced(api),
    ...homeDebounced(api),
    ...contentSettingsDebounced(api),
    ...startupSagas.map((saga) => call(saga, api)),
  ]);
}
