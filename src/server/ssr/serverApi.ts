import type { Api } from '../../shared/api';
import type { ServiceContext } from '../context';
import { createAccountsServerApi } from '../features/accounts/accountsServerApi';
import { createRecoveryServerApi } from '../features/recovery/recoveryServerApi';
import { createReverificationServerApi } from '../features/reverification/reverificationServerApi';
import { createOutboxServerApi } from '../features/outbox/outboxServerApi';
import { createSettingsServerApi } from '../features/settings/settingsServerApi';
import { createContentSettingsServerApi } from '../features/contentSettings/contentSettingsServerApi';
import { createOnboardingServerApi } from '../features/onboarding/onboardingServerApi';
import { createPrivacyServerApi } from '../features/privacy/privacyServerApi';
import { createFlagsServerApi } from '../features/flags/flagsServerApi';
import { getContinueReading, getHomeFeed, getHomeSections } from '../features/home/homeService';
import { createSearchServerApi } from '../features/search/searchServerApi';
import { createReaderServerApi } from '../features/reader/readerServerApi';
import { createListsServerApi } from '../features/lists/listsServerApi';
import { createProfileServerApi } from '../features/profile/profileServerApi';
import { getPart, getPartText } from '../features/stories/partsService';
import { getStory } from '../features/stories/storiesService';

/** The API contract implemented in-process with the request's viewer: SSR never calls itself over HTTP. */
export function createServerApi(ctx: ServiceContext): Api {
  return {
    search: createSearchServerApi(ctx, () => ctx.recentSearches ?? []),
    accounts: createAccountsServerApi(),
    stories: { get: (id) => getStory(ctx, id) },
    reader: createReaderServerApi(ctx),
    lists: createListsServerApi(ctx),
    profile: createProfileServerApi(ctx),
    recovery: createRecoveryServerApi(),
    reverification: createReverificationServerApi(),
    outbox: createOutboxServerApi(ctx.db),
    settings: createSettingsServerApi(ctx),
    onboarding: createOnboardingServerApi(ctx),
    contentSettings: createContentSettingsServerApi(ctx),
    privacy: createPrivacyServerApi(ctx),
    flags: createFlagsServerApi(ctx),
    parts: { get: (id) => getPart(ctx, id), text: (id) => getPartText(ctx, id) },
    home: {
      sections: () => getHomeSections(ctx),
      feed: (count) => getHomeFeed(ctx, count),
      continueReading: () => getContinueReading(ctx),
      track: async () => undefined, // tracking is a browser concern
    },
  };
}
