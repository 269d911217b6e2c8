import { combineReducers } from '@reduxjs/toolkit';
import { accountsReducer } from './accounts/accountsSlice';
import { configReducer } from './config/configSlice';
import { homeReducer } from './home/homeSlice';
import { partsReducer } from './stories/partsSlice';
import { readerReducer } from './reader/readerSlice';
import { routerReducer } from './router/routerSlice';
import { listsReducer } from './lists/listsSlice';
import { profileReducer } from './profile/profileSlice';
import { searchReducer } from './search/searchSlice';
import { sessionReducer } from './session/sessionSlice';
import { storiesReducer } from './stories/storiesSlice';
import { recoveryReducer } from './recovery/recoverySlice';
import { outboxReducer } from './outbox/outboxSlice';
import { settingsReducer } from './settings/settingsSlice';
import { onboardingReducer } from './onboarding/onboardingSlice';
import { contentSettingsReducer } from './contentSettings/contentSettingsSlice';
import { socialReducer } from './social/socialSlice';
import { reverificationReducer } from './reverification/reverificationSlice';
import { flagsReducer } from './flags/flagsSlice';
import { privacyReducer } from './privacy/privacySlice';

/** Static root reducer (DESIGN.md §7.4): the SSR and client stores always match. */
export const rootReducer = combineReducers({
  config: configReducer,
  router: routerReducer,
  session: sessionReducer,
  accounts: accountsReducer,
  stories: storiesReducer,
  parts: partsReducer,
  reader: readerReducer,
  home: homeReducer,
  search: searchReducer,
  profile: profileReducer,
  lists: listsReducer,
  recovery: recoveryReducer,
  outbox: outboxReducer,
  social: socialReducer,
  reverification: reverificationReducer,
  settings: settingsReducer,
  onboarding: onboardingReducer,
  contentSettings: contentSettingsReducer,
  flags: flagsReducer,
  privacy: privacyReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
