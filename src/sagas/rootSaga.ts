import { all, call } from 'typed-redux-saga';
import { flatMap } from '../shared/common/arrays';
import type { Api } from '../shared/api';
import { accountsSagas } from './accounts';
import { commentsSagas } from './comments';
import { paragraphCommentsSagas } from './comments/paragraphSaga';
import { contentSettingsSagas } from './contentSettings';
import { copyrightSagas } from './copyright';
import { editorSagas } from './editor';
import type { FeatureSagas } from './featureSagas';
import { flagsSagas } from './flags';
import { homeSagas } from './home';
import { imageAppealSagas } from './imageAppeal';
import { inboxSagas } from './inbox';
import { listsSagas } from './lists';
import { myworksSagas } from './myworks';
import { pollsSagas } from './polls';
import { onboardingSagas } from './onboarding';
import { outboxSagas } from './outbox';
import { moderationSagas } from './moderation';
import { privacySagas } from './privacy';
import { profileSagas } from './profile';
import { publishingSagas } from './publishing';
import { readerSagas } from './reader';
import { recoverySagas } from './recovery';
import { reportsSagas } from './reports';
import { reverificationSagas } from './reverification';
import { routerSagas } from './router';
import { safetySagas } from './safety';
import { searchSagas } from './search';
import { sessionsSagas } from './sessions';
import { settingsSagas } from './settings';
import { socialSagas } from './social';
import { storiesSagas } from './stories';
import { watch, type Watcher } from './watch';

/** Every feature's sagas, one manifest each (`src/sagas/<f>/index.ts`), in the order their watchers run. */
const FEATURES: readonly FeatureSagas[] = [
  accountsSagas,
  socialSagas,
  storiesSagas,
  readerSagas,
  homeSagas,
  routerSagas,
  searchSagas,
  profileSagas,
  listsSagas,
  publishingSagas,
  myworksSagas,
  commentsSagas,
  paragraphCommentsSagas,
  pollsSagas,
  recoverySagas,
  reportsSagas,
  safetySagas,
  reverificationSagas,
  outboxSagas,
  moderationSagas,
  settingsSagas,
  onboardingSagas,
  contentSettingsSagas,
  privacySagas,
  flagsSagas,
  sessionsSagas,
  editorSagas,
  imageAppealSagas,
  copyrightSagas,
  inboxSagas,
];

/** Every feature's watchers: redux-saga runs them in the browser, `runPreload` on the server. */
export const rootWatchers = (api: Api): Watcher[] => flatMap(FEATURES, (f) => f.watchers?.(api) ?? []);

/** Sagas that run once when a store starts (server renders run them too). */
export const startupSagas = flatMap(FEATURES, (f) => (f.startup ? [f.startup] : []));

/**
 * Sagas receive their API; they never import one (DESIGN.md §3). Every feature's watchers run in
 * ONE `watch` task (each feature's `xSaga` runs its own, for its tests): one task per feature cost
 * more than a page's own saga work.
 */
export function* rootSaga(api: Api) {
  yield* all([
    call(watch, ...rootWatchers(api)),
    ...flatMap(FEATURES, (f) => f.background?.(api) ?? []),
    ...startupSagas.map((saga) => call(saga, api)),
  ]);
}
