import { all, call } from 'typed-redux-saga';
import type { Api } from '../shared/api';
import { accountsSaga } from './accounts/accountsSaga';
import { homeSaga } from './home/homeSaga';
import { partsSaga } from './parts/partsSaga';
import { readerSaga } from './reader/readerSaga';
import { routerSaga } from './router/routerSaga';
import { listsSaga } from './lists/listsSaga';
import { profileSaga } from './profile/profileSaga';
import { searchSaga } from './search/searchSaga';
import { storiesSaga } from './stories/storiesSaga';
import { verifyEmailSaga } from './verifyEmail/verifyEmailSaga';
import { reverificationSaga } from './reverification/reverificationSaga';
import { devOutboxSaga } from './devOutbox/devOutboxSaga';
import { settingsSaga } from './settings/settingsSaga';
import { onboardingSaga } from './onboarding/onboardingSaga';
import { contentSettingsSaga } from './contentSettings/contentSettingsSaga';
import { flagsSaga } from './flags/flagsSaga';
import { privacySaga } from './privacy/privacySaga';

/** Sagas receive their API; they never import one (DESIGN.md §3). */
export function* rootSaga(api: Api) {
  yield* all([
    call(accountsSaga, api),
    call(storiesSaga, api),
    call(partsSaga, api),
    call(readerSaga, api),
    call(homeSaga, api),
    call(routerSaga),
    call(searchSaga, api),
    call(profileSaga, api),
    call(listsSaga, api),
    call(verifyEmailSaga, api),
    call(reverificationSaga, api),
    call(devOutboxSaga, api),
    call(settingsSaga, api),
    call(onboardingSaga, api),
    call(contentSettingsSaga, api),
    call(flagsSaga, api),
    call(privacySaga, api),
  ]);
}
