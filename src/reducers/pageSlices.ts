import { accountsSlices } from './accounts';
import { commentsSlices } from './comments';
import { contentSettingsSlices } from './contentSettings';
import { copyrightSlices } from './copyright';
import { editorSlices } from './editor';
import { homeSlices } from './home';
import { inboxSlices } from './inbox';
import { imageAppealSlices } from './imageAppeal';
import { listsSlices } from './lists';
import { publishingSlices } from './publishing';
import { myworksSlices } from './myworks';
import { onboardingSlices } from './onboarding';
import { outboxSlices } from './outbox';
import { pollsSlices } from './polls';
import { privacySlices } from './privacy';
import { profileSlices } from './profile';
import { searchSlices } from './search';
import { sessionsSlices } from './sessions';
import { moderationSlices } from './moderation';
import { settingsSlices } from './settings';
import { socialSlices } from './social';

/**
 * Slices only pages use, one line per feature: the browser injects them into `rootReducer` when a
 * page that uses them loads (`browserReducer.ts`, `src/client/app/pageLoader.ts`); the server's store, and the tests',
 * have them all (`rootReducer`). The browser's first load never imports this module.
 */
export const pageSlices = [
  ...listsSlices,
  ...publishingSlices,
  ...myworksSlices,
  ...commentsSlices,
  ...pollsSlices,
  ...socialSlices,
  ...settingsSlices,
  ...contentSettingsSlices,
  ...sessionsSlices,
  ...moderationSlices,
  ...editorSlices,
  ...inboxSlices,
  ...imageAppealSlices,
  ...copyrightSlices,
  ...searchSlices,
  ...homeSlices,
  ...onboardingSlices,
  ...outboxSlices,
  ...privacySlices,
  ...profileSlices,
  ...accountsSlices,
] as const;
